import type { Language, LocalizedText } from '../../../shared/localized-text';

/** The data export's refusals and mail (decision 073: keyed texts, both languages side by side). */
export const DATA_EXPORT_TEXTS = {
  tooMany: {
    en: 'You have downloaded your data several times in the last hour. Please try again later.',
    sw: 'Umepakua data yako mara kadhaa katika saa moja iliyopita. Tafadhali jaribu tena baadaye.',
  },
  mailSubject: {
    en: 'A copy of your Pamoja data was downloaded',
    sw: 'Nakala ya data yako ya Pamoja imepakuliwa',
  },
} satisfies Record<string, LocalizedText>;

/** The mail that tells the user an export was made (`when`: Nairobi date and time). */
export function exportMailBody(language: Language, name: string, when: string): string {
  return language === 'sw'
    ? `Habari ${name},\n\nNakala ya data yako yote ya Pamoja (faili la ZIP, "Pakua data yangu") ilipakuliwa tarehe ${when} (saa za Nairobi).\n\nIkiwa si wewe, tafadhali badilisha nenosiri lako mara moja na uwasiliane na huduma kwa wateja.\n\nPamoja — Tuweke Akiba Pamoja, Tustawi Pamoja.`
    : `Hello ${name},\n\nA copy of all your Pamoja data (a ZIP file, "Download my data") was downloaded on ${when} (Nairobi time).\n\nIf this was not you, please change your password at once and contact support.\n\nPamoja — Save Together, Prosper Together.`;
}

const FILES: Record<Language, [string, string][]> = {
  en: [
    [
      'profile.json',
      'Your profile: name, email, phone, account status, loan limit, wallet balance, settings, the friends you invited and the images you uploaded.',
    ],
    [
      'consents.json',
      'The consents you gave at registration (terms and conditions, processing of personal data) with their time, and your current privacy and notification choices.',
    ],
    [
      'transactions.json',
      'Every movement of money on your accounts (wallet, goal shares, loans, chama dues), oldest first. Amounts are in KES; money out is negative.',
    ],
    [
      'goals.json',
      'The savings goals you belong to: target, end date, your role, what you contributed and your current share.',
    ],
    ['loans.json', 'Your loans: amount, duration, purpose, repayment amount, status and dates.'],
    [
      'communities.json',
      'The chamas you belong to or belonged to: each chama, your membership and your own contributions, fines and chama loans. Other members are not listed.',
    ],
    [
      'shares.json',
      'Your shareholding: shares held, purchases, transfers you made or received (without the other party) and the dividends paid to you.',
    ],
    ['notifications.json', 'The notifications Pamoja showed you, and whether you read them.'],
    [
      'sessions.json',
      'Your sign-ins: when each session started, when it expires and when you signed out. No passwords or keys.',
    ],
    ['sms.json', 'The text messages (SMS) Pamoja sent to your phone, and what became of each.'],
    ['images/', 'The images you uploaded: the front and back of your ID and your profile picture.'],
  ],
  sw: [
    [
      'profile.json',
      'Wasifu wako: jina, barua pepe, simu, hali ya akaunti, kikomo cha mkopo, salio la pochi, mipangilio, marafiki uliowaalika na picha ulizopakia.',
    ],
    [
      'consents.json',
      'Idhini ulizotoa wakati wa usajili (sheria na masharti, uchakataji wa data binafsi) pamoja na muda wake, na chaguo zako za sasa za faragha na arifa.',
    ],
    [
      'transactions.json',
      'Kila muamala wa pesa kwenye akaunti zako (pochi, hisa za malengo, mikopo, michango ya chama), wa zamani kwanza. Kiasi ni kwa KES; pesa zilizotoka ni hasi.',
    ],
    [
      'goals.json',
      'Malengo ya akiba unayoshiriki: lengo, tarehe ya mwisho, jukumu lako, ulichochangia na sehemu yako ya sasa.',
    ],
    ['loans.json', 'Mikopo yako: kiasi, muda, madhumuni, kiasi cha kulipa, hali na tarehe.'],
    [
      'communities.json',
      'Chama ulizomo au ulizokuwamo: kila chama, uanachama wako na michango yako, faini na mikopo yako ya chama. Wanachama wengine hawaorodheshwi.',
    ],
    [
      'shares.json',
      'Hisa zako: hisa ulizonazo, ununuzi, uhamisho uliofanya au kupokea (bila upande mwingine) na gawio ulilolipwa.',
    ],
    ['notifications.json', 'Arifa ambazo Pamoja ilikuonyesha, na kama ulizisoma.'],
    [
      'sessions.json',
      'Kuingia kwako: kila kipindi kilipoanza, kitakapoisha na ulipotoka. Hakuna nenosiri wala funguo.',
    ],
    ['sms.json', 'Ujumbe mfupi (SMS) ambao Pamoja ilituma kwa simu yako, na hali ya kila mmoja.'],
    ['images/', 'Picha ulizopakia: upande wa mbele na wa nyuma wa kitambulisho chako na picha yako ya wasifu.'],
  ],
};

/** README.txt: what the archive is and what each file holds, in the reader's language. */
export function exportReadme(language: Language, name: string, when: string): string {
  const head =
    language === 'sw'
      ? `Data yako ya Pamoja\n===================\n\nNakala hii ya data ambayo Pamoja inayo kuhusu ${name} ilitengenezwa tarehe ${when} (saa za Nairobi), kwa mujibu wa Sheria ya Ulinzi wa Data ya Kenya, 2019. Faili za .json ni maandishi (JSON, UTF-8); tarehe ziko katika UTC (ISO 8601).\n\nFaili:\n`
      : `Your Pamoja data\n================\n\nThis copy of the data Pamoja holds about ${name} was made on ${when} (Nairobi time), under Kenya's Data Protection Act, 2019. The .json files are text (JSON, UTF-8); times are in UTC (ISO 8601).\n\nFiles:\n`;
  const tail =
    language === 'sw'
      ? '\nHaijumuishi: nenosiri lako, PIN yako ya USSD, funguo za vipindi, wala data binafsi ya watu wengine. Maswali: tumia Msaada katika programu.\n'
      : "\nNot included: your password, your USSD PIN, session keys, or other people's personal data. Questions: use Help in the app.\n";
  return head + FILES[language].map(([file, what]) => `- ${file}\n    ${what}\n`).join('') + tail;
}

/**
 * The refusals of communities, the console, shares and dividends, paybill and the USSD PIN (and a
 * few of the money screens') in Kiswahili, beside the English sentence the code writes (`{0}`, `{1}`…
 * as in swahili-refusals.ts).
 */
export const SWAHILI_GROUP_REFUSALS: ReadonlyArray<readonly [string, string]> = [
  // Communities
  ['Please enter a valid amount.', 'Tafadhali weka kiasi sahihi.'],
  ['Please keep the name under 100 characters.', 'Tafadhali jina lisizidi herufi 100.'],
  ['Rotation must be true or false.', 'Mzunguko lazima uwe true au false.'],
  ['Please keep the reason under 500 characters.', 'Tafadhali sababu isizidi herufi 500.'],
  ['Please choose json, csv or pdf.', 'Tafadhali chagua json, csv au pdf.'],
  // The console

  // More of the money screens
  [
    'The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :',
    'Kichwa cha Idempotency-Key lazima kiwe herufi au tarakimu 8 hadi 100, au - _ . :',
  ],
  ['Loan request submitted successfully!', 'Ombi la mkopo limetumwa!'],
  ['Repayment successful!', 'Malipo yamefanikiwa!'],
  ['Loan request approved!', 'Ombi la mkopo limeidhinishwa!'],
  ['Loan request declined.', 'Ombi la mkopo limekataliwa.'],
  ['Contribution successful!', 'Mchango umefanikiwa!'],
  ['You have left the goal successfully!', 'Umeondoka kwenye lengo!'],
  ['Member removed successfully!', 'Mwanachama ameondolewa!'],
  // Forms the specification words itself, and the USSD PIN
  ['Your USSD PIN must be exactly 4 digits.', 'PIN yako ya USSD lazima iwe tarakimu 4 hasa.'],
  [
    'Please post the USSD step as a form (application/x-www-form-urlencoded), as Africa’s Talking does.',
    'Tafadhali tuma hatua ya USSD kama fomu (application/x-www-form-urlencoded), kama Africa’s Talking inavyofanya.',
  ],
  [
    'Please choose a PIN that is harder to guess (not 1234 or 1111).',
    'Tafadhali chagua PIN ngumu zaidi kukisia (si 1234 wala 1111).',
  ],
  ['Please enter your password.', 'Tafadhali weka nenosiri lako.'],
  ['Your password is incorrect.', 'Nenosiri lako si sahihi.'],
  [
    'Your USSD PIN is set. To use Pamoja on any phone, dial {0} and enter it.',
    'PIN yako ya USSD imewekwa. Kutumia Pamoja kwenye simu yoyote, piga {0} na uiweke.',
  ],
  // Shares and dividends
  ['Share settings saved.', 'Mipangilio ya hisa imehifadhiwa.'],
  [
    'Total shares cannot be less than the {0} shares already sold.',
    'Jumla ya hisa haiwezi kuwa chini ya hisa {0} ambazo tayari zimeuzwa.',
  ],
  ['No shares are for sale right now.', 'Hakuna hisa zinazouzwa kwa sasa.'],
  ['Only 1 share is left for sale.', 'Imebaki hisa 1 tu ya kuuzwa.'],
  ['Only {0} shares are left for sale.', 'Zimebaki hisa {0} tu za kuuzwa.'],
  [
    'No member may hold more than one fifth of all shares sold. You can get at most 1 share more now.',
    'Hakuna mwanachama anayeruhusiwa kumiliki zaidi ya moja ya tano ya hisa zote zilizouzwa. Unaweza kupata hisa 1 zaidi tu sasa.',
  ],
  [
    'No member may hold more than one fifth of all shares sold. You can get at most {0} shares more now.',
    'Hakuna mwanachama anayeruhusiwa kumiliki zaidi ya moja ya tano ya hisa zote zilizouzwa. Unaweza kupata hisa {0} zaidi tu sasa.',
  ],
  [
    'Insufficient balance to buy these shares. Top Up your account',
    'Salio halitoshi kununua hisa hizi. Ongeza pesa kwenye akaunti yako',
  ],
  ['Transfer offer sent.', 'Ofa ya kuhamisha imetumwa.'],
  ['You cannot transfer shares to yourself.', 'Huwezi kujihamishia hisa mwenyewe.'],
  ['There is no active user with that user ID.', 'Hakuna mtumiaji hai mwenye kitambulisho hicho.'],
  ['You hold only 1 share.', 'Una hisa 1 tu.'],
  ['You hold only {0} shares.', 'Una hisa {0} tu.'],
  ['The seller no longer holds enough shares for this offer.', 'Muuzaji hana tena hisa za kutosha kwa ofa hii.'],
  [
    'Insufficient balance to pay for these shares. Top Up your account',
    'Salio halitoshi kulipia hisa hizi. Ongeza pesa kwenye akaunti yako',
  ],
  ['Transfer not found.', 'Uhamisho haukupatikana.'],
  ['This offer is already {0}.', 'Ofa hii tayari imeshughulikiwa ({0}).'],
  ['Only the buyer can accept or decline this offer.', 'Mnunuzi pekee ndiye anayeweza kukubali au kukataa ofa hii.'],
  ['Only the seller can cancel this offer.', 'Muuzaji pekee ndiye anayeweza kughairi ofa hii.'],
  ['Transfer accepted: the shares are yours.', 'Uhamisho umekubaliwa: hisa ni zako.'],
  ['Transfer offer declined.', 'Ofa ya kuhamisha imekataliwa.'],
  ['Transfer offer cancelled.', 'Ofa ya kuhamisha imeghairiwa.'],
  [
    'A dividend has already been declared today. Please declare the next one on a later day.',
    'Gawio tayari limetangazwa leo. Tafadhali tangaza linalofuata siku nyingine.',
  ],
  ['The dividend cannot exceed the retained income of KES {0}.', 'Gawio haliwezi kuzidi mapato yaliyobaki ya KES {0}.'],
  [
    'No shares have been held for a full day since the last dividend, so there is no one to pay yet.',
    'Hakuna hisa zilizomilikiwa kwa siku nzima tangu gawio lililopita, kwa hiyo bado hakuna wa kulipwa.',
  ],
  [
    'This account holds 1 share in Pamoja. Transfer them to another member before deleting the account.',
    'Akaunti hii ina hisa 1 katika Pamoja. Zihamishie kwa mwanachama mwingine kabla ya kufuta akaunti.',
  ],
  [
    'This account holds {0} shares in Pamoja. Transfer them to another member before deleting the account.',
    'Akaunti hii ina hisa {0} katika Pamoja. Zihamishie kwa mwanachama mwingine kabla ya kufuta akaunti.',
  ],
  [
    'No Pamoja member can receive shares at that number.',
    'Hakuna mwanachama wa Pamoja anayeweza kupokea hisa kwa nambari hiyo.',
  ],

  // Paybill (the console)
];

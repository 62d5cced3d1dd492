import type { Mail } from '../../mail/mailer';

export type Language = 'en' | 'sw';
export type CodePurpose = 'registration' | 'login';

/** The code mail: the six digits appear once, on their own line. */
export function codeMail(to: string, language: Language, purpose: CodePurpose, code: string): Mail {
  if (language === 'sw') {
    const what = purpose === 'registration' ? 'kukamilisha usajili wako' : 'kuingia kwenye akaunti yako';
    return {
      to,
      subject: purpose === 'registration' ? 'Nambari yako ya uthibitisho ya Pamoja' : 'Nambari yako ya kuingia Pamoja',
      text: `Habari,\n\nTumia nambari hii ${what}:\n\n${code}\n\nNambari hii itaisha baada ya dakika 10 na inaweza kutumika mara moja tu. Usimpe mtu yeyote nambari hii; Pamoja haitakuuliza kamwe.\n\nKama hukuomba nambari hii, puuza barua pepe hii.\n\nPamoja — Tuweke Akiba Pamoja, Tustawi Pamoja.`,
    };
  }
  const what = purpose === 'registration' ? 'complete your registration' : 'sign in to your account';
  return {
    to,
    subject: purpose === 'registration' ? 'Your Pamoja verification code' : 'Your Pamoja sign-in code',
    text: `Hello,\n\nUse this code to ${what}:\n\n${code}\n\nThe code expires in 10 minutes and can be used once. Never share it with anyone; Pamoja will never ask you for it.\n\nIf you did not ask for this code, you can ignore this email.\n\nPamoja — Save Together, Prosper Together.`,
  };
}

export function resetMail(to: string, language: Language, link: string): Mail {
  if (language === 'sw') {
    return {
      to,
      subject: 'Badilisha nenosiri lako la Pamoja',
      text: `Habari,\n\nTumepokea ombi la kubadilisha nenosiri la akaunti yako ya Pamoja. Fungua kiungo hiki ili kuweka nenosiri jipya:\n\n${link}\n\nKiungo hiki kitaisha baada ya saa 1 na kinaweza kutumika mara moja tu. Kama hukuomba kubadilisha nenosiri, puuza barua pepe hii; nenosiri lako halitabadilika.\n\nPamoja`,
    };
  }
  return {
    to,
    subject: 'Reset your Pamoja password',
    text: `Hello,\n\nWe received a request to reset the password of your Pamoja account. Open this link to choose a new password:\n\n${link}\n\nThe link expires in 1 hour and can be used once. If you did not ask for a reset, ignore this email; your password will not change.\n\nPamoja`,
  };
}

export function welcomeMail(to: string, language: Language, fullName: string): Mail {
  const first = fullName.trim().split(/\s+/)[0] ?? fullName;
  if (language === 'sw') {
    return {
      to,
      subject: 'Karibu Pamoja!',
      text: `Habari ${first},\n\nKaribu Pamoja! Usajili wako umekamilika. Sasa unaweza kuingia, kuweka akiba kupitia M-Pesa, kuweka malengo peke yako au na chama, na kualika marafiki.\n\nTuweke Akiba Pamoja, Tustawi Pamoja.\n\nTimu ya Pamoja`,
    };
  }
  return {
    to,
    subject: 'Welcome to Pamoja!',
    text: `Hello ${first},\n\nWelcome to Pamoja! Your registration is complete. You can now log in, save through M-Pesa, set goals alone or with a group, and invite your friends.\n\nSave Together, Prosper Together.\n\nThe Pamoja team`,
  };
}

export type LockReason = 'password' | 'code';

/** The owner's notice that someone is guessing; `link` is a fresh reset link (absent when the hourly cap was reached). */
export function lockNoticeMail(to: string, language: Language, reason: LockReason, link: string | undefined): Mail {
  if (language === 'sw') {
    const what =
      reason === 'password'
        ? 'Mtu amejaribu kuingia kwenye akaunti yako ya Pamoja kwa nenosiri lisilo sahihi mara nyingi. Kwa usalama wako, majaribio mapya ya kuingia yanacheleweshwa kwa muda.'
        : 'Mtu ameweka nambari za kuingia zisizo sahihi mara nyingi kwenye akaunti yako ya Pamoja. Hii inamaanisha kwamba anajua nenosiri lako. Kuingia kwa hatua mbili kumefungwa kwa saa 1.';
    const how = link
      ? `Weka nenosiri jipya sasa kupitia kiungo hiki; kitaondoa ucheleweshaji na kufuli:\n\n${link}\n\nKiungo hiki kitaisha baada ya saa 1 na kinaweza kutumika mara moja tu.`
      : 'Weka nenosiri jipya sasa kwa kuchagua "Umesahau nenosiri?" kwenye ukurasa wa kuingia; hilo litaondoa ucheleweshaji na kufuli.';
    return {
      to,
      subject: 'Majaribio ya kuingia kwenye akaunti yako ya Pamoja',
      text: `Habari,\n\n${what}\n\n${how}\n\nKama ni wewe uliyekosea, unaweza pia kusubiri na kujaribu tena. Usimpe mtu yeyote nenosiri lako wala nambari zako.\n\nPamoja`,
    };
  }
  const what =
    reason === 'password'
      ? 'Someone has tried to sign in to your Pamoja account with a wrong password many times. To protect you, new sign-in attempts are slowed down for a while.'
      : 'Someone has entered many wrong sign-in codes on your Pamoja account, which means they know your password. Two-step sign-in is locked for 1 hour.';
  const how = link
    ? `Choose a new password now with this link; it also lifts the delays and locks:\n\n${link}\n\nThe link expires in 1 hour and can be used once.`
    : 'Choose a new password now with "Forgot password?" on the sign-in page; it also lifts the delays and locks.';
  return {
    to,
    subject: 'Sign-in attempts on your Pamoja account',
    text: `Hello,\n\n${what}\n\n${how}\n\nIf it was you who mistyped, you can also wait and try again. Never share your password or codes with anyone.\n\nPamoja`,
  };
}

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
      text: `Habari ${first},\n\nKaribu Pamoja! Usajili wako umekamilika. Sasa unaweza kuingia, kuweka akiba kupitia M-Pesa, kuweka malengo peke yako au na kikundi, na kualika marafiki.\n\nTuweke Akiba Pamoja, Tustawi Pamoja.\n\nTimu ya Pamoja`,
    };
  }
  return {
    to,
    subject: 'Welcome to Pamoja!',
    text: `Hello ${first},\n\nWelcome to Pamoja! Your registration is complete. You can now log in, save through M-Pesa, set goals alone or with a group, and invite your friends.\n\nSave Together, Prosper Together.\n\nThe Pamoja team`,
  };
}

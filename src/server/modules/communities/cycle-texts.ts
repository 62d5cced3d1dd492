/**
 * What the cycle jobs (the cycle close, its fines and the dues reminders) say, both languages side
 * by side (decision 073): PostgreSQL format() templates, since those jobs write every member's
 * notice in one statement. The rest of the module's texts: community-texts.ts.
 */

/**
 * The cycle close's notifications, as PostgreSQL format() templates: %1$s the community's name,
 * %2$s the cycle, %3$s an amount already formatted (KES …), %4$s a member's name.
 */
export const cycleCloseTemplates = {
  late: {
    en: 'You missed the contribution for cycle %2$s of "%1$s". %3$s has been added to your dues as a late fine.',
    sw: 'Hukulipa mchango wa mzunguko %2$s wa "%1$s". %3$s zimeongezwa kwenye deni lako kama faini ya kuchelewa.',
  },
  lateNoFine: {
    en: 'You missed the contribution for cycle %2$s of "%1$s". Please pay it soon.',
    sw: 'Hukulipa mchango wa mzunguko %2$s wa "%1$s". Tafadhali ulipe hivi karibuni.',
  },
  rotation: {
    en: 'Cycle %2$s of "%1$s" has closed: a payout of %3$s to %4$s awaits the officials\' approval.',
    sw: 'Mzunguko %2$s wa "%1$s" umefungwa: malipo ya %3$s kwa %4$s yanasubiri idhini ya viongozi.',
  },
  rotationUnsigned: {
    en: 'Cycle %2$s of "%1$s" has closed: its pot of %3$s is for %4$s, but too few officials other than %4$s can approve it, since nobody signs for money paid to themselves. Name another official so that it can be paid before the request expires in 7 days.',
    sw: 'Mzunguko %2$s wa "%1$s" umefungwa: malipo yake ya %3$s ni ya %4$s, lakini viongozi wengine zaidi ya %4$s hawatoshi kuyaidhinisha, kwa kuwa hakuna anayeidhinisha pesa anazolipwa yeye mwenyewe. Teua kiongozi mwingine ili yalipwe kabla ombi halijapitwa na muda baada ya siku 7.',
  },
  lateSms: {
    en: 'Pamoja: you missed cycle %2$s of %1$s. A late fine of %3$s was added to your dues.',
    sw: 'Pamoja: hukulipa mzunguko %2$s wa %1$s. Faini ya kuchelewa ya %3$s imeongezwa kwenye deni lako.',
  },
  lateNoFineSms: {
    en: 'Pamoja: you missed cycle %2$s of %1$s. Please pay it soon.',
    sw: 'Pamoja: hukulipa mzunguko %2$s wa %1$s. Tafadhali ulipe hivi karibuni.',
  },
  dueSoon: {
    en: 'Your contribution of %2$s to "%1$s" is due on %3$s.',
    sw: 'Mchango wako wa %2$s kwa "%1$s" unapaswa kulipwa tarehe %3$s.',
  },
  dueSoonSms: {
    en: 'Pamoja: your contribution of %2$s to %1$s is due on %3$s. Pay from your Pamoja wallet.',
    sw: 'Pamoja: mchango wako wa %2$s kwa %1$s unapaswa kulipwa tarehe %3$s. Lipa kutoka kwenye pochi yako.',
  },
  expired: {
    en: 'A request to pay %3$s from "%1$s" expired without enough approvals.',
    sw: 'Ombi la kulipa %3$s kutoka "%1$s" limepitwa na muda bila idhini za kutosha.',
  },
};

/** Appended to the dues reminder SMS: %1$s the paybill's business number, %2$s the member's chama account (paybill.md). */
export const payByMpesaSms = {
  en: ' Or pay by M-Pesa: Business number %1$s, Account %2$s.',
  sw: ' Au lipa kwa M-Pesa: Nambari ya Biashara %1$s, Nambari ya Akaunti %2$s.',
};

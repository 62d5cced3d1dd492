import type { KeyedTexts } from '../../../shared/localized-text';

/**
 * What the verifiable pool says (decision 083), in both languages: the word printed before each
 * entry's hash in the statement PDF, and the monthly notice. The notice's templates are SQL
 * `format()` strings: %1$s the community's name, %2$s the balance (KES), %3$s the day the month
 * began ("1 Nov 2026"), %4$s the head's first 8 characters, %5$s how many entries the chain holds.
 */
export const POOL_PROOF_WORDS = {
  hash: { en: 'Hash', sw: 'Hash' },
} as const satisfies KeyedTexts;

export const poolNoticeTemplates = {
  notification: {
    en: 'The pool of "%1$s" held %2$s when %3$s began, after %5$s entries. Pool fingerprint: %4$s. In the pool statement, the hash of the last entry before that day starts with these 8 characters; if it ever does not, the pool’s history was changed.',
    sw: 'Mfuko wa "%1$s" ulikuwa na %2$s mwanzoni mwa %3$s, baada ya maingizo %5$s. Alama ya mfuko: %4$s. Katika taarifa ya mfuko, hash ya ingizo la mwisho kabla ya siku hiyo inaanza na herufi hizi 8; isipoanza hivyo, historia ya mfuko imebadilishwa.',
  },
  sms: {
    en: 'Pamoja: %1$s pool held %2$s on %3$s. Pool fingerprint %4$s. Keep this text to check the pool statement later.',
    sw: 'Pamoja: mfuko wa %1$s ulikuwa na %2$s tarehe %3$s. Alama ya mfuko %4$s. Hifadhi ujumbe huu ukague taarifa ya mfuko baadaye.',
  },
} as const;

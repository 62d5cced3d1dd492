import type { KeyedTexts } from '../../../shared/localized-text';
import { RESERVES_TEXTS } from '../../../shared/schemas/reserves';

/**
 * The reserves module's refusals, keyed, in both languages (decision 073). The page's and Settings'
 * words are the client's (`src/client/features/reserves/reserves-texts.ts`).
 */
export const reservesTexts = {
  noProof: {
    en: 'Your balance is not in a proof of reserves yet. It will be in the next one, taken every night.',
    sw: 'Salio lako bado halimo kwenye uthibitisho wa akiba. Litakuwemo kwenye unaofuata, unaofanywa kila usiku.',
  },
  noAttestation: RESERVES_TEXTS.noAttestation,
} as const satisfies KeyedTexts;

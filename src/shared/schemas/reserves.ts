import { z } from 'zod';
import { type KeyedTexts } from '../localized-text';

/** The reserves schemas' refusals, keyed (decision 073). */
export const RESERVES_TEXTS = {
  noAttestation: { en: 'That attestation does not exist.', sw: 'Uthibitisho huo haupo.' },
} as const satisfies KeyedTexts;

/** One attestation's published figures (docs/product/proof.md): amounts in KES, `ratio` assets ÷ liabilities in per cent. */
const attestationFigures = {
  attestation_id: z.string(),
  at: z.string(),
  assets: z.number(),
  liabilities: z.number(),
  /** assets ÷ liabilities × 100, rounded down to two decimals; null while nobody is owed anything. */
  ratio: z.number().nullable(),
};

/** GET /api/reserves: public, no sign-in; aggregates only (no user id, no balance). */
export const reservesResponse = z.object({
  latest: z
    .object({
      ...attestationFigures,
      users: z.number().int(),
      root: z.string(),
      /** The two assets apart (KES), for the page's plain words; their sum is `assets`. */
      mpesaFloat: z.number(),
      loansReceivable: z.number(),
    })
    .nullable(),
  history: z.array(z.object(attestationFigures)),
});
export type ReservesResponse = z.infer<typeof reservesResponse>;

/** GET /api/users/{userId}/reserves-proof: the user's leaf and the path to the root (`balance` in KES, every sum in cents). */
export const reservesProofResponse = z.object({
  attestation_id: z.string(),
  root: z.string(),
  user_id: z.string(),
  balance: z.number(),
  nonce: z.string(),
  leaf: z.object({ hash: z.string(), sum: z.number().int() }),
  path: z.array(z.object({ hash: z.string(), sum: z.number().int(), side: z.enum(['left', 'right']) })),
});
export type ReservesProofResponse = z.infer<typeof reservesProofResponse>;

export const reservesProofQuery = z.object({
  /** An older attestation's proof; the latest when absent. */
  attestation_id: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,17}$/, RESERVES_TEXTS.noAttestation.en)
    .optional(),
});

export const attestResponse = z.object({
  attestation_id: z.string(),
  root: z.string(),
  liabilities: z.number(),
  assets: z.number(),
});

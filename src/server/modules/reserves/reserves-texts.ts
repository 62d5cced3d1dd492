/**
 * The reserves module's answers, in English as the API writes them; their Kiswahili is in the
 * server's catalogue (`../../i18n/swahili-group-refusals.ts`, "Proof of reserves"). The page's and
 * Settings' words are the client's (`src/client/features/reserves/reserves-texts.ts`).
 */
export const reservesTexts = {
  noProof: 'Your balance is not in a proof of reserves yet. It will be in the next one, taken every night.',
  noAttestation: 'That attestation does not exist.',
} as const;

import { z } from 'zod';
import { englishOf, type KeyedTexts } from '../localized-text';

/** Reconciliation with M-Pesa (docs/product/proof.md): the superadmin's runs. */
export const RECONCILIATION_TEXTS = {
  badTime: {
    en: 'from and to must be dates and times (ISO 8601), such as 2026-11-28T00:00:00Z.',
    sw: 'from na to lazima ziwe tarehe na saa (ISO 8601), kama 2026-11-28T00:00:00Z.',
  },
  order: { en: 'from must be before to.', sw: 'from lazima iwe kabla ya to.' },
  tooLong: { en: 'A reconciliation covers at most 31 days.', sw: 'Ulinganisho unahusu siku 31 zaidi.' },
  future: { en: 'to cannot be in the future.', sw: 'to haiwezi kuwa wakati ujao.' },
} as const satisfies KeyedTexts;
export const RECONCILIATION_MESSAGES = englishOf(RECONCILIATION_TEXTS);

/** An ISO 8601 instant with a zone (Z or ±hh:mm); read as a Date. */
const instant = z
  .string({ error: RECONCILIATION_MESSAGES.badTime })
  .max(40, { error: RECONCILIATION_MESSAGES.badTime })
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
    {
      error: RECONCILIATION_MESSAGES.badTime,
    },
  );

export const reconciliationRunBody = z.object({ from: instant.optional(), to: instant.optional() }).strict().nullish();
export type ReconciliationRunBody = z.infer<typeof reconciliationRunBody>;

export const settledItem = z.object({ receipt: z.string(), amount: z.number(), account: z.string() });
export const missingAtMpesaItem = z.object({
  receipt: z.string().nullable(),
  amount: z.number(),
  entry_id: z.string(),
  kind: z.string(),
  at: z.string(),
});
export const mismatchedItem = z.object({
  receipt: z.string(),
  mpesaAmount: z.number(),
  ledgerAmount: z.number().nullable(),
  entry_id: z.string().nullable(),
  /** amount: the ledger has it at another amount; unknown: M-Pesa has it and nothing in Pamoja can take it. */
  reason: z.enum(['amount', 'unknown']),
});
export type SettledItem = z.infer<typeof settledItem>;
export type MissingAtMpesaItem = z.infer<typeof missingAtMpesaItem>;
export type MismatchedItem = z.infer<typeof mismatchedItem>;

export const reconciliationStatus = z.enum(['balanced', 'settled', 'discrepancy']);

export const reconciliationRun = z.object({
  run_id: z.string(),
  at: z.string(),
  from: z.string(),
  to: z.string(),
  matched: z.number(),
  settled: z.array(settledItem),
  missingAtMpesa: z.array(missingAtMpesaItem),
  mismatched: z.array(mismatchedItem),
  /** KES; null until M-Pesa's asynchronous answer arrives. */
  mpesaBalance: z.number().nullable(),
  ledgerBalance: z.number(),
  difference: z.number().nullable(),
  status: reconciliationStatus,
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

export const reconciliationRunResponse = z.object({ run: reconciliationRun });
export const reconciliationRunsResponse = z.object({ runs: z.array(reconciliationRun) });
export type ReconciliationRunsResponse = z.infer<typeof reconciliationRunsResponse>;

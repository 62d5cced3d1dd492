import { formatAmount } from '../../lib/format';

/** "1,234.50" — the amount part of "KES 1,234.50" (see src/client/lib/format.ts). */
export const money = formatAmount;

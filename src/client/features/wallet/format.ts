import { formatKes } from '../../../shared/money';

/** "1,234.50" — the amount part of "KES 1,234.50". */
export const money = (kes: number) => formatKes(kes);

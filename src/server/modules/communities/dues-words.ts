import { type SQL, sql } from 'drizzle-orm';
import type { DuesParts } from '../../../shared/community-cycles';
import type { LocalizedText } from '../../../shared/localized-text';

type Language = keyof LocalizedText;
import { formatKes, toKes } from '../../../shared/money';
import { kesLabel } from '../../ledger/entry-notices';

/**
 * A member's dues as one figure with its parts, the same words in the USSD menu (TypeScript) and the
 * dues reminder SMS (SQL): "KES 1,100.00 (KES 50.00 fine, KES 500.00 from earlier cycles, KES 550.00
 * for this cycle)". The parts are named only when there is more than this cycle to pay; paid ahead
 * reads "KES 0.00 (paid ahead KES 100.00)". Decision 058.
 */
const WORDS = {
  en: {
    fine: (k: string) => `${k} fine`,
    earlier: (k: string) => `${k} from earlier cycles`,
    current: (k: string) => `${k} for this cycle`,
    ahead: (k: string) => `paid ahead ${k}`,
  },
  sw: {
    fine: (k: string) => `faini ${k}`,
    earlier: (k: string) => `${k} za mizunguko iliyopita`,
    current: (k: string) => `${k} za mzunguko huu`,
    ahead: (k: string) => `umelipa mapema ${k}`,
  },
} satisfies Record<Language, Record<string, (kes: string) => string>>;

const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;

/** The dues figure alone: the total, or nothing with how far the member paid ahead. */
export function duesFigure(p: DuesParts, language: Language): string {
  return p.total < 0n ? `${kes(0n)} (${WORDS[language].ahead(kes(-p.total))})` : kes(p.total);
}

/** The dues figure with its parts, in `language`. */
export function duesLine(p: DuesParts, language: Language): string {
  const w = WORDS[language];
  if (p.total < 0n || (p.fines === 0n && p.earlier === 0n)) return duesFigure(p, language);
  const parts = [
    p.fines > 0n ? w.fine(kes(p.fines)) : null,
    p.earlier > 0n ? w.earlier(kes(p.earlier)) : null,
    p.current > 0n ? w.current(kes(p.current)) : null,
  ].filter((x) => x !== null);
  return `${kes(p.total)} (${parts.join(', ')})`;
}

/** The words around `%s` (the amount), as SQL text for format(). */
const around = (f: (k: string) => string): string => f('%s');

/**
 * `duesLine` in SQL, from the total's and the three parts' cent columns (never negative here: a
 * reminder goes only to members who owe), for `language`.
 */
export function duesLineSql(total: SQL, fines: SQL, earlier: SQL, current: SQL, language: Language): SQL {
  const w = WORDS[language];
  const part = (cents: SQL, f: (k: string) => string) =>
    sql`CASE WHEN ${cents} > 0 THEN format(${around(f)}, ${kesLabel(cents)}) END`;
  return sql`CASE WHEN ${fines} > 0 OR ${earlier} > 0
    THEN ${kesLabel(total)} || ' (' || concat_ws(', ', ${part(fines, w.fine)}, ${part(earlier, w.earlier)}, ${part(current, w.current)}) || ')'
    ELSE ${kesLabel(total)} END`;
}

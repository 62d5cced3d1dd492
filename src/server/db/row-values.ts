/**
 * Both drivers must hand the same JavaScript types to the code above them, whatever the database.
 * drizzle makes both return timestamps as the server's text (PGlite with milliseconds, PostgreSQL
 * with microseconds, each in its session's time zone), node-postgres returns bigint arrays as text
 * and bytea as Buffer where PGlite gives Uint8Array. Each result is brought to one shape here, by
 * the type of each column as the server describes it:
 *
 * | column type | value |
 * |---|---|
 * | int8 | `bigint` (set on each driver's parser) |
 * | int8[] | `bigint[]` |
 * | timestamptz, timestamp | `Date` (a timestamp without zone is read as UTC) |
 * | date | `'YYYY-MM-DD'` text, a calendar day with no time zone to shift it |
 * | numeric | text, never a float |
 * | bytea | `Buffer` |
 */

const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const INT8_ARRAY = 1016;
const BYTEA = 17;

interface Field {
  name: string;
  dataTypeID: number;
}

type Convert = (value: unknown) => unknown;

/** PostgreSQL's ISO output (`2026-11-25 12:21:15.094788+00`, `…+05:30`) as a Date. */
export function timestampFromText(text: string, withZone: boolean): Date {
  const iso = text.replace(' ', 'T');
  if (!withZone) return new Date(`${iso}Z`);
  return new Date(/[+-]\d\d$/.test(iso) ? `${iso}:00` : iso);
}

function toDate(withZone: boolean): Convert {
  return (v) => (typeof v === 'string' ? timestampFromText(v, withZone) : v);
}

const toBigintArray: Convert = (v) =>
  Array.isArray(v) ? v.map((x: unknown) => (typeof x === 'string' ? BigInt(x) : x)) : v;
const toBuffer: Convert = (v) =>
  v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v;

function converterFor(typeId: number): Convert | undefined {
  switch (typeId) {
    case TIMESTAMPTZ:
      return toDate(true);
    case TIMESTAMP:
      return toDate(false);
    case INT8_ARRAY:
      return toBigintArray;
    case BYTEA:
      return toBuffer;
    default:
      return undefined;
  }
}

/** Rewrites, in place, the values of the columns whose driver output differs between the two drivers. */
export function normalizeRows(fields: readonly Field[] | undefined, rows: Record<string, unknown>[]): void {
  if (!fields || rows.length === 0) return;
  const conversions: [string, Convert][] = [];
  for (const field of fields) {
    const convert = converterFor(field.dataTypeID);
    if (convert) conversions.push([field.name, convert]);
  }
  if (conversions.length === 0) return;
  for (const row of rows) {
    for (const [name, convert] of conversions) {
      const value = row[name];
      if (value !== null && value !== undefined) row[name] = convert(value);
    }
  }
}

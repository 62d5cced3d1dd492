import fc from 'fast-check';
import type { FuzzRoute, JsonSchema } from './routes';
import { HOSTILE_AMOUNTS } from './hostile-amounts';

/** Who sends a request. `garbage` sends a made-up Authorization header. */
export type Principal = 'alice' | 'bob' | 'admin' | 'nobody' | 'garbage';

export type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'form'; fields: Record<string, string>; files: Record<string, Uint8Array> };

export interface FuzzCase {
  principal: Principal;
  params: Record<string, string>;
  /** Insert parameters as they are (`../` and all) instead of percent-encoded. */
  rawParams: boolean;
  query: string;
  authorization: string;
  /** Replaces the content type the body would have had. */
  contentType: string | null;
  body: BodyCase;
}

/** Ids of real people, so that requests name another user's things. */
export interface KnownIds {
  alice: string;
  bob: string;
  admin: string;
  /** Ids of other things that exist (a community alice chairs), so that hostile requests reach past the 404. */
  others?: string[];
}

const HUGE = 'Z'.repeat(50_000);
const OVER_LIMIT = 'Y'.repeat(1_100_000);

const nasty = fc.constantFrom(
  '',
  ' ',
  '../',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '$(reboot)',
  '<script>alert(1)</script>',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0.000000001',
  '99999999999999999999999',
  '%',
  '%%20',
  '\u202e\u0644\u0627',
  '👩‍👩‍👧‍👦💸',
  '00000000-0000-4000-8000-000000000000',
  'a'.repeat(5000),
);

export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    -1,
    0,
    -0,
    1e21,
    -1e21,
    Number.MAX_SAFE_INTEGER + 2,
    1.23456789,
    0.001,
    100.005,
    1e-7,
    5e-324,
    1.7976931348623157e308,
  ),
  fc.double({ noNaN: false }),
);

/** Amounts that no amount field takes (hostile-amounts.ts). */
export const hostileMoney: fc.Arbitrary<unknown> = fc.constantFrom(...HOSTILE_AMOUNTS);

/** Amounts at the edge: zero in its spellings, which some amount fields take (an empty deposit, no loan limit). */
const edgeMoney: fc.Arbitrary<unknown> = fc.constantFrom(-0, 0, '-0', '0.00', '0');

/** Body fields that carry an amount of money (amount, target_amount, repaymentAmount, balance, loan_limit, deposit, ...). */
export const isAmountField = (name: string) => /(amount|balance|^deposit|_limit)$/i.test(name);

const junkLeaf: fc.Arbitrary<unknown> = fc.oneof(junkString, junkNumber, fc.boolean(), fc.constant(null));

/** Nested junk: objects and arrays of junk, a few levels deep. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkLeaf,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** A value that no string, number or boolean field accepts. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({}),
  fc.constant({ $gt: '' }),
  fc.dictionary(fc.string({ maxLength: 5 }), junkLeaf, { minKeys: 1, maxKeys: 3 }),
  fc.constant({ nested: { deeper: { deepest: [1, 'two', null] } } }),
);

/** A value in the shape a field asks for (or near it), for the fields that are not the broken one. */
function plausible(name: string, schema: JsonSchema, ids: KnownIds): fc.Arbitrary<unknown> {
  if (/user_?id/i.test(name)) return fc.oneof(fc.constantFrom(ids.alice, ids.bob, ids.admin), junkString);
  if (isAmountField(name))
    return fc.oneof(hostileMoney, edgeMoney, junkNumber, fc.constantFrom(1, 10, 500, 1000.5, '12.50'));
  const branch = schema.anyOf?.[0] ?? schema;
  switch (branch.type) {
    case 'number':
    case 'integer':
      return fc.oneof(junkNumber, fc.constantFrom(1, 10, 500, 1000.5));
    case 'boolean':
      return fc.oneof(fc.boolean(), junkLeaf);
    case 'string':
      return fc.oneof(
        junkString,
        fc.constantFrom('0712345678', 'someone@example.com', '2030-01-01', 'Passw0rd!', '123456', '12.50'),
      );
    default:
      return junkValue;
  }
}

/**
 * A body object in the route's shape in which at least one field is surely wrong: a required field
 * left out or of the wrong type, or an amount field (required or not) holding a hostile amount.
 */
function brokenObject(schema: JsonSchema, ids: KnownIds, asForm: boolean): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const required = schema.required ?? [];
  const names = Object.keys(props);
  const fields = fc.record(Object.fromEntries(names.map((n) => [n, plausible(n, props[n] ?? {}, ids)])), {
    requiredKeys: [],
  });
  const extra = fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 2 });
  const breakable = [...new Set([...required, ...names.filter(isAmountField)])];
  if (breakable.length === 0) return fc.tuple(fields, extra).map(([f, e]) => ({ ...e, ...f }));
  const broken = fc.subarray(breakable, { minLength: 1 });
  return fc
    .tuple(fields, extra, broken, fc.boolean(), wrongType, fc.boolean(), hostileMoney)
    .map(([f, e, b, drop, wrong, useMoney, money]) => {
      // An optional amount field is wrong only with a hostile amount in it.
      const byMoney = new Set(b.filter((name) => isAmountField(name) && (useMoney || !required.includes(name))));
      // In a form every value is a string, so only an absent field is surely wrong (or a hostile amount).
      const absent = drop || asForm;
      const kept = Object.entries({ ...e, ...f }).filter(
        ([name]) => !(absent && b.includes(name) && !byMoney.has(name)),
      );
      const replaced = b
        .map((name) => [name, byMoney.has(name) ? money : wrong] as const)
        .filter(([name]) => byMoney.has(name) || !absent);
      return { ...Object.fromEntries(kept), ...Object.fromEntries(replaced) };
    });
}

const toForm = (obj: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]));

const junkFiles = fc.dictionary(
  fc.constantFrom('image', 'front_id', 'back_id', 'profilePic', 'file'),
  fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))),
  { maxKeys: 2 },
);

const textBody = fc.record({
  text: fc.oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      'not json',
      '[1,2',
      '{"amount": NaN}',
      "{'a':1}",
      '\u0000\u0001',
      '<xml/>',
      OVER_LIMIT,
    ),
    fc.string({ maxLength: 50 }),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/xml',
  ),
});

/** Bodies that must not pass: generic junk, and the route's own shape with a required field broken. */
export function bodyArb(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<BodyCase> {
  const schema = route.body ?? { type: 'object' };
  const generic: fc.Arbitrary<BodyCase> = fc.oneof(
    fc.constant<BodyCase>({ kind: 'none' }),
    junkValue.map((value): BodyCase => ({ kind: 'json', value })),
    fc.constantFrom<unknown>({}, [], [{}], null, 0, '', 'x', true).map((value): BodyCase => ({ kind: 'json', value })),
    fc.constant<BodyCase>({ kind: 'json', value: { huge: OVER_LIMIT } }),
    textBody.map((t): BodyCase => ({ kind: 'text', ...t })),
    fc
      .tuple(fc.dictionary(fc.string({ maxLength: 10 }), junkString, { maxKeys: 4 }), junkFiles)
      .map(([fields, files]): BodyCase => ({ kind: 'form', fields, files })),
  );
  const shaped: fc.Arbitrary<BodyCase> = fc.oneof(
    brokenObject(schema, ids, false).map((value): BodyCase => ({ kind: 'json', value })),
    fc
      .tuple(brokenObject(schema, ids, true), junkFiles)
      .map(([obj, files]): BodyCase => ({ kind: 'form', fields: toForm(obj), files })),
  );
  return fc.oneof({ weight: 2, arbitrary: generic }, { weight: route.body ? 3 : 1, arbitrary: shaped });
}

const authorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'Bearer null',
    'Bearer undefined',
    'bearer ' + 'x'.repeat(4000),
    'Token abc',
    'Bearer a b c',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => `Bearer ${s}`),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
);

const paramValue = (ids: KnownIds) =>
  fc.oneof(
    { weight: 4, arbitrary: junkString },
    { weight: 1, arbitrary: fc.constantFrom(ids.alice, ids.bob, ids.admin, ...(ids.others ?? [])) },
  );

const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?page=-1',
      '?limit=1e9',
      '?page=abc&limit=NaN',
      '?a[b][c]=1',
      '?' + 'q='.repeat(500),
      '?userId=../../',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .dictionary(fc.string({ maxLength: 8 }), junkString, { maxKeys: 3 })
      .map((q) => `?${new URLSearchParams(q).toString()}`),
  },
);

/** One hostile request to a route. */
export function caseArb(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<FuzzCase> {
  return fc.record({
    principal: fc.constantFrom<Principal>('alice', 'bob', 'admin', 'nobody', 'garbage'),
    params: fc.record(Object.fromEntries(route.params.map((p) => [p, paramValue(ids)]))),
    rawParams: fc.boolean(),
    query,
    authorization,
    contentType: fc.option(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/json',
        'multipart/form-data',
        'application/octet-stream',
        '*/*',
        'garbage',
      ),
      { freq: 5 },
    ),
    body: route.method === 'GET' ? fc.constant<BodyCase>({ kind: 'none' }) : bodyArb(route, ids),
  });
}

/** A JSON schema as the OpenAPI document gives it (only what the fuzzer reads). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
}

export type BodyEncoding = 'json' | 'multipart' | 'none';

/** One route to fuzz: its method, its path with `{name}` parameters, and the body it expects. */
export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params: string[];
  encoding: BodyEncoding;
  body?: JsonSchema;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * Routes the document hides on purpose (Daraja speaks to them, not people): the M-Pesa callbacks
 * and the simulator. They are fuzzed like the others.
 */
export const HIDDEN_ROUTES: FuzzRoute[] = [
  ...['stk', 'b2c-result', 'status-result', 'b2c-timeout', 'status-timeout', 'balance-result', 'balance-timeout'].map(
    (kind): FuzzRoute => ({
      method: 'POST',
      path: `/mpesa/callbacks/${kind}/{id}/{token}`,
      params: ['id', 'token'],
      encoding: 'none',
    }),
  ),
  { method: 'GET', path: '/mpesa/simulator/oauth/v1/generate', params: [], encoding: 'none' },
  ...[
    'stkpush/v1/processrequest',
    'stkpushquery/v1/query',
    'b2c/v3/paymentrequest',
    'transactionstatus/v1/query',
    'c2b/v1/registerurl',
    'c2b/v1/simulate',
    'accountbalance/v1/query',
  ].map((p): FuzzRoute => ({ method: 'POST', path: `/mpesa/simulator/mpesa/${p}`, params: [], encoding: 'none' })),
  // Reconciliation's Pull Transactions (docs/product/proof.md).
  { method: 'POST', path: '/mpesa/simulator/pulltransactions/v1/query', params: [], encoding: 'none' },
  // The paybill's validation and confirmation (docs/product/paybill.md).
  { method: 'POST', path: '/paybill/c2b/{kind}/{token}', params: ['kind', 'token'], encoding: 'none' },
];

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** Every operation of the document, plus the hidden M-Pesa routes. */
export function routesOf(doc: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!METHODS.has(upper) || path.startsWith('/api/docs')) continue;
      const content = op.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      routes.push({
        method: upper as FuzzRoute['method'],
        path,
        params,
        encoding: multipart ? 'multipart' : json ? 'json' : 'none',
        ...(multipart || json ? { body: multipart ?? json } : {}),
      });
    }
  }
  return [...routes, ...HIDDEN_ROUTES];
}

export const label = (r: FuzzRoute) => `${r.method} ${r.path}`;

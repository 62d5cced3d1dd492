import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TaxRemitResponse, TaxReport } from '../../../shared/schemas/tax';
import { col, queryRowOrThrow } from '../../db/typed-rows';
import { WITHHOLDING_TAX_CODE } from '../../ledger/withholding';
import type { TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';

/** The tax on `gross` cents at `percent` % rounded half up, in integers: the model the ledger's tax is held to. */
export const taxOn = (gross: bigint, percent: bigint) => (gross * percent + 50n) / 100n;

/** The withholding-tax account's cached balance: what is owed KRA. */
export async function withholdingBalance(server: TestServer): Promise<bigint> {
  const row = await queryRowOrThrow(
    server.ctx.db,
    z.object({ balance_cents: col.bigint }),
    sql`SELECT balance_cents FROM ledger_accounts WHERE code = ${WITHHOLDING_TAX_CODE}`,
    () => new Error('no withholding account'),
  );
  return row.balance_cents;
}

/** GET /superadmin/tax?month= as the superadmin, which must answer 200. */
export async function taxReportOf(server: TestServer, admin: TestUser, month: string): Promise<TaxReport> {
  const res = await server.api.get<TaxReport>(`/superadmin/tax?month=${month}`, { token: admin.token });
  if (res.status !== 200) throw new Error(`GET /superadmin/tax answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The month's CSV as rows of cells (no quoting in these tests' names). */
export async function taxCsvOf(server: TestServer, admin: TestUser, month: string): Promise<string[][]> {
  const res = await server.api.get<string>(`/superadmin/tax?month=${month}&format=csv`, { token: admin.token });
  if (res.status !== 200) throw new Error(`GET /superadmin/tax csv answered ${res.status}`);
  if (!res.headers.get('content-type')?.startsWith('text/csv')) throw new Error('the tax CSV is not text/csv');
  return res.body
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(','));
}

export const remit = (server: TestServer, who: TestUser, month: string, reference = 'KRA-PRN-1') =>
  server.api.post<TaxRemitResponse>('/superadmin/tax/remit', { month, reference }, { token: who.token });

/** POST /api/interests/update as the superadmin, which must answer 200. */
export async function runInterest(server: TestServer, admin: TestUser): Promise<void> {
  const res = await server.api.post('/api/interests/update', undefined, { token: admin.token });
  if (res.status !== 200) throw new Error(`interest update answered ${res.status}: ${JSON.stringify(res.body)}`);
}

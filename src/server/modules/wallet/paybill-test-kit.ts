import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { c2bPaymentBody } from '../../mpesa/c2b-payloads';
import type { TestServer } from '../../testing/test-server';
import { paybillUrl } from './c2b-register';

let txn = 0;
/** A fresh M-Pesa receipt for a hand-made paybill call. */
export const newTransId = () => `TST${Date.now().toString(36).toUpperCase()}${(txn += 1)}`;

/** M-Pesa's paybill calls (validation, confirmation) as a test makes them, on the server's secret paths. */
export function paybillCalls(server: TestServer) {
  const shortcode = () => server.ctx.config.mpesa.c2bShortcode;
  const payment = (billRef: string, amount: string, transId = newTransId(), code = shortcode()) =>
    c2bPaymentBody({
      transId,
      transTime: '20261125093000',
      amount,
      shortcode: code,
      billRef,
      msisdn: '254708374149',
      firstName: 'Jane',
      lastName: 'Doe',
    });
  const path = (kind: 'validation' | 'confirmation') => new URL(paybillUrl(server.ctx, kind)).pathname;
  const rowsFor = (transId: string) =>
    queryRows(
      server.ctx.db,
      z.object({ status: col.text, target: col.text, user_id: col.text.nullable() }),
      sql`SELECT status, target, user_id FROM c2b_payments WHERE trans_id = ${transId}`,
    );
  return {
    payment,
    path,
    rowsFor,
    validate: async (body: unknown) => (await server.api.post(path('validation'), body)).body,
    confirm: (body: unknown) => server.api.post(path('confirmation'), body),
  };
}

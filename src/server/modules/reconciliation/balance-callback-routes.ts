import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { col, queryRow } from '../../db/typed-rows';
import { isUuid } from '../../db/uuid';
import { hashSecret } from '../../auth/tokens';
import { paramText, readResult } from '../../mpesa/callback-payloads';
import { floatCents, readAccountBalance } from '../../mpesa/reconcile-payloads';
import { timingSafeEqual } from 'node:crypto';

const params = z.object({
  kind: z.enum(['balance-result', 'balance-timeout']),
  id: z.string().max(64),
  token: z.string().max(128),
});
const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };
const rejected = { ResultCode: 1, ResultDesc: 'Rejected' };

const same = (token: string, hash: string) => {
  const a = Buffer.from(hashSecret(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Where M-Pesa posts an Account Balance result, under the same rule as every M-Pesa callback: the
 * URL carries the query's id and a secret of its own (result and time-out differ); a wrong one is
 * refused and stores nothing; the first answer is kept, a repeat changes nothing.
 */
export const balanceCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const config = {
    access: 'public' as const,
    rateLimit: { max: ctx.config.mpesa.callbackRatePerMinute, timeWindow: '1 minute' },
  };
  for (const kind of ['balance-result', 'balance-timeout'] as const) {
    app.post(
      `/mpesa/callbacks/${kind}/:id/:token`,
      { config, bodyLimit: 64 * 1024, schema: { hide: true, params: params.omit({ kind: true }) } },
      async (request, reply) => {
        const { id, token } = request.params;
        const row = isUuid(id)
          ? await queryRow(
              ctx.db,
              z.object({ r: col.text, t: col.text }),
              sql`SELECT result_token_hash AS r, timeout_token_hash AS t FROM mpesa_balance_queries WHERE id = ${id}::uuid`,
            )
          : undefined;
        if (!row || !same(token, kind === 'balance-result' ? row.r : row.t)) {
          request.log.warn({ kind }, 'M-Pesa balance callback refused: unknown query or wrong token');
          return reply.status(400).send(rejected);
        }
        const now = ctx.clock.now().toISOString();
        const r = kind === 'balance-result' ? readResult(request.body) : undefined;
        const accounts = r?.resultCode === '0' ? readAccountBalance(paramText(r.params, 'AccountBalance')) : undefined;
        await ctx.db.execute(
          sql`UPDATE mpesa_balance_queries SET answered_at = ${now}::timestamptz, result_code = ${r?.resultCode ?? 'timeout'},
                 float_cents = ${accounts ? floatCents(accounts).toString() : null}::bigint,
                 accounts = ${r ? (paramText(r.params, 'AccountBalance') ?? null) : null},
                 payload = ${JSON.stringify(request.body ?? null)}::jsonb
              WHERE id = ${id}::uuid AND answered_at IS NULL`,
        );
        return accepted;
      },
    );
  }
};

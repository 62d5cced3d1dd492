import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECONCILIATION_MESSAGES,
  reconciliationRunBody,
  reconciliationRunResponse,
  reconciliationRunsResponse,
} from '../../../shared/schemas/reconciliation';
import { AppError, BadRequestError } from '../../errors';
import { caller } from '../../http/access';
import { created, ok } from '../../http/responses';
import { DarajaError, DarajaUnavailableError } from '../../mpesa/daraja-errors';
import { runReconciliation } from './run';
import { listRuns } from './runs-view';
import { RECONCILIATION_ERRORS } from './texts';

/** A run on demand covers the last 48 hours unless told otherwise (Pull Transactions' reach). */
const DEFAULT_PERIOD_MS = 48 * 60 * 60 * 1000;
const MAX_PERIOD_MS = 31 * 24 * 60 * 60 * 1000;

/** The superadmin's reconciliation runs: run one now, and read them (docs/product/proof.md). */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const config = { access: 'superadmin' as const };
  const tags = ['superadmin'];

  app.post('/superadmin/reconciliation', {
    config,
    schema: { tags, body: reconciliationRunBody, response: created(reconciliationRunResponse) },
    handler: async (request, reply) => {
      const now = ctx.clock.now();
      const to = request.body?.to ? new Date(request.body.to) : now;
      const from = request.body?.from ? new Date(request.body.from) : new Date(to.getTime() - DEFAULT_PERIOD_MS);
      if (to.getTime() > now.getTime() + 60_000) throw new BadRequestError(RECONCILIATION_MESSAGES.future);
      if (from.getTime() >= to.getTime()) throw new BadRequestError(RECONCILIATION_MESSAGES.order);
      if (to.getTime() - from.getTime() > MAX_PERIOD_MS) throw new BadRequestError(RECONCILIATION_MESSAGES.tooLong);
      let id: string | undefined;
      try {
        id = await runReconciliation(ctx, { from, to, trigger: 'manual', requestedBy: caller(request).id });
      } catch (err) {
        if (err instanceof DarajaError || err instanceof DarajaUnavailableError)
          throw new AppError(503, RECONCILIATION_ERRORS.unreachable);
        throw err;
      }
      const [run] = id === undefined ? [] : await listRuns(ctx, id);
      if (!run) throw new AppError(503, RECONCILIATION_ERRORS.unreachable);
      return reply.status(201).send({ run });
    },
  });

  app.get('/superadmin/reconciliation', {
    config,
    schema: { tags, response: ok(reconciliationRunsResponse) },
    handler: async () => ({ runs: await listRuns(ctx) }),
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';
import type { LedgerInvariant } from './ledger/check';

/** A background task run on every instance; it must be safe when two instances run it at once. */
export interface Job {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<void>;
}

/** A job's `run` that does each of `steps` for the instance, one after the other. */
export const inTurn =
  (...steps: Array<(ctx: AppContext) => Promise<unknown>>) =>
  async (ctx: AppContext): Promise<void> => {
    for (const step of steps) await step(ctx);
  };

/** A feature of the server: its routes, its jobs and what it does once at start-up. */
export interface Module {
  name: string;
  routes?: FastifyPluginAsync;
  jobs?: Job[];
  /** Runs once after migrations, before the server listens (e.g. ensure the superadmin). */
  onStart?(ctx: AppContext): Promise<void>;
  /** What its rows and their money must agree on, checked with the ledger's own (`ledgerInvariants`, decision 071). */
  invariants?: LedgerInvariant[];
}

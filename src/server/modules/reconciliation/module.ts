import type { Module } from '../../module';
import { balanceCallbackRoutes } from './balance-callback-routes';
import { nightlyReconciliationJob } from './nightly-job';
import { reconciliationRoutes } from './routes';

/** Reconciliation with M-Pesa (docs/product/proof.md): the float, runs nightly and on demand. */
export const reconciliationModule: Module = {
  name: 'reconciliation',
  routes: async (app) => {
    await app.register(balanceCallbackRoutes);
    await app.register(reconciliationRoutes);
  },
  jobs: [nightlyReconciliationJob],
};

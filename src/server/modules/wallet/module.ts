import type { Module } from '../../module';
import { darajaSimulator } from '../../mpesa/simulator/plugin';
import { accountRoutes } from './account-routes';
import { callbackRoutes } from './callback-routes';
import { moneyRoutes } from './money-routes';
import { depositReconcileJob, withdrawalReconcileJob } from './reconcile-jobs';

/** Accounts, M-Pesa deposits and withdrawals, transactions, notifications API (issue 4). */
export const walletModule: Module = {
  name: 'wallet',
  routes: async (app) => {
    if (app.ctx.config.mpesa.mode === 'simulator') await app.register(darajaSimulator);
    await app.register(callbackRoutes);
    await app.register(moneyRoutes);
    await app.register(accountRoutes);
  },
  jobs: [depositReconcileJob, withdrawalReconcileJob],
};

import type { Module } from '../../module';
import { darajaSimulator } from '../../mpesa/simulator/plugin';
import { accountRoutes } from './account-routes';
import { paybillJob } from './c2b-register';
import { paybillRoutes } from './c2b-routes';
import { callbackRoutes } from './callback-routes';
import { moneyRoutes } from './money-routes';
import { payInfoRoutes } from './pay-info-routes';
import { depositReconcileJob, withdrawalReconcileJob } from './reconcile-jobs';

/** Accounts, M-Pesa deposits, withdrawals and paybill payments, transactions (docs/product/wallet-and-mpesa.md, paybill.md). */
export const walletModule: Module = {
  name: 'wallet',
  routes: async (app) => {
    if (app.ctx.config.mpesa.mode === 'simulator') await app.register(darajaSimulator);
    await app.register(callbackRoutes);
    await app.register(paybillRoutes);
    await app.register(moneyRoutes);
    await app.register(accountRoutes);
    await app.register(payInfoRoutes);
  },
  jobs: [depositReconcileJob, withdrawalReconcileJob, paybillJob],
};

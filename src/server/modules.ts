import type { LedgerInvariant } from './ledger/check';
import type { Module } from './module';
import { authModule } from './modules/auth';
import { walletModule } from './modules/wallet';
import { notificationsModule } from './modules/notifications';
import { goalsModule } from './modules/goals';
import { adminModule } from './modules/admin';
import { loansModule } from './modules/loans';
import { accountModule } from './modules/account';
import { siteModule } from './modules/site';
import { smsModule } from './modules/sms';
import { ussdModule } from './modules/ussd';
import { statementsModule } from './modules/statements';
import { communitiesModule } from './modules/communities';
import { sharesModule } from './modules/shares';
import { reservesModule } from './modules/reserves';
import { rateLimitModule } from './http/rate-limit-module';
import { reconciliationModule } from './modules/reconciliation';

/** Every feature of the server, in the order their routes are registered. */
export const modules: Module[] = [
  siteModule,
  authModule,
  walletModule,
  notificationsModule,
  goalsModule,
  adminModule,
  loansModule,
  accountModule,
  statementsModule,
  smsModule,
  ussdModule,
  communitiesModule,
  sharesModule,
  reconciliationModule,
  reservesModule,
  rateLimitModule,
];

/** Every module's ledger invariants: what every caller of `checkLedger` passes (decision 071). */
export const ledgerInvariants: LedgerInvariant[] = modules.flatMap((module) => module.invariants ?? []);

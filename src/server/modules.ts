import type { Module } from './module';
import { authModule } from './modules/auth/module';
import { walletModule } from './modules/wallet/module';
import { notificationsModule } from './modules/notifications/module';
import { goalsModule } from './modules/goals/module';
import { adminModule } from './modules/admin/module';
import { loansModule } from './modules/loans/module';
import { accountModule } from './modules/account/module';
import { siteModule } from './modules/site/module';
import { smsModule } from './modules/sms/module';
import { ussdModule } from './modules/ussd/module';
import { statementsModule } from './modules/statements/module';
import { communitiesModule } from './modules/communities/module';
import { sharesModule } from './modules/shares/module';
import { reservesModule } from './modules/reserves';
import { rateLimitModule } from './http/rate-limit-module';
import { reconciliationModule } from './modules/reconciliation/module';

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

import type { Module } from './module';
import { authModule } from './modules/auth/module';
import { walletModule } from './modules/wallet/module';
import { goalsModule } from './modules/goals/module';
import { adminModule } from './modules/admin/module';
import { loansModule } from './modules/loans/module';
import { accountModule } from './modules/account/module';
import { siteModule } from './modules/site/module';

/** Every feature of the server, in the order their routes are registered. */
export const modules: Module[] = [siteModule, authModule, walletModule, goalsModule, adminModule, loansModule, accountModule];

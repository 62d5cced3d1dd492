import type { Module } from '../../module';
import { withPasswordStrength } from '../../http/password-strength-routes';
import { accountRoutes } from './account-routes';
import { dataExportRoutes } from './data-export-routes';
import { homeSummaryRoutes } from './home-summary-routes';
import { performanceRoutes } from './performance-routes';
import { profileRoutes } from './profile-routes';
import { referralAuditRoutes } from './referral-audit-routes';
import { referralSupportRoutes } from './referral-support-routes';

/** Referrals, help, feedback, profile, account, preferences and savings performance (see docs/product/account-and-settings.md). */
export const accountModule: Module = {
  name: 'account',
  routes: withPasswordStrength(
    profileRoutes,
    accountRoutes,
    dataExportRoutes,
    homeSummaryRoutes,
    referralSupportRoutes,
    referralAuditRoutes,
    performanceRoutes,
  ),
};

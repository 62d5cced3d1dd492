import type { FastifyPluginAsync } from 'fastify';
import { loadPasswordStrength } from '../../../shared/password-strength';
import type { Module } from '../../module';
import { accountRoutes } from './account-routes';
import { homeSummaryRoutes } from './home-summary-routes';
import { performanceRoutes } from './performance-routes';
import { profileRoutes } from './profile-routes';
import { referralAuditRoutes } from './referral-audit-routes';
import { referralSupportRoutes } from './referral-support-routes';

const routes: FastifyPluginAsync = async (app) => {
  // new passwords are validated against its word lists: they must be there before the first request
  await loadPasswordStrength();
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(homeSummaryRoutes);
  await app.register(referralSupportRoutes);
  await app.register(referralAuditRoutes);
  await app.register(performanceRoutes);
};

/** Referrals, help, feedback, profile, account, preferences and savings performance (see docs/product/account-and-settings.md). */
export const accountModule: Module = { name: 'account', routes };

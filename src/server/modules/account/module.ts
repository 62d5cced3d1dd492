import type { FastifyPluginAsync } from 'fastify';
import type { Module } from '../../module';
import { accountRoutes } from './account-routes';
import { profileRoutes } from './profile-routes';
import { referralSupportRoutes } from './referral-support-routes';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(referralSupportRoutes);
};

/** Referrals, help, feedback, profile, account and preferences (issue 8). */
export const accountModule: Module = { name: 'account', routes };

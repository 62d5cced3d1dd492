import type { FastifyPluginAsync } from 'fastify';
import { loadPasswordStrength } from '../../../shared/password-strength';
import type { Module } from '../../module';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import { registrationPurgeJob } from './registration-purge';
import { registrationRoutes } from './registration-routes';
import { signInCleanupJob } from './sign-in-cleanup';
import { ensureSuperadmin } from './superadmin';
import { uploadsRoutes } from './uploads-routes';

const routes: FastifyPluginAsync = async (app) => {
  // new passwords are validated against its word lists: they must be there before the first request
  await loadPasswordStrength();
  await app.register(registrationRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(uploadsRoutes);
};

/** Registration, login, two-step codes, password reset, sessions, uploads, the superadmin (see docs/product/identity.md). */
export const authModule: Module = {
  name: 'auth',
  routes,
  jobs: [registrationPurgeJob, signInCleanupJob],
  onStart: ensureSuperadmin,
};

import type { Module } from '../../module';
import { withPasswordStrength } from '../../http/password-strength-routes';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import { registrationPurgeJob } from './registration-purge';
import { registrationRoutes } from './registration-routes';
import { signInCleanupJob } from './sign-in-cleanup';
import { ensureSuperadmin } from './superadmin';
import { uploadsRoutes } from './uploads-routes';

/** Registration, login, two-step codes, password reset, sessions, uploads, the superadmin (see docs/product/identity.md). */
export const authModule: Module = {
  name: 'auth',
  routes: withPasswordStrength(registrationRoutes, loginRoutes, passwordRoutes, uploadsRoutes),
  jobs: [registrationPurgeJob, signInCleanupJob],
  onStart: ensureSuperadmin,
};

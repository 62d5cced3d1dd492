import type { FastifyPluginAsync } from 'fastify';
import type { Module } from '../../module';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import { registrationRoutes } from './registration-routes';
import { ensureSuperadmin } from './superadmin';
import { uploadsRoutes } from './uploads-routes';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(registrationRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(uploadsRoutes);
};

/** Registration, login, two-step codes, password reset, sessions, uploads, the superadmin (issue 3). */
export const authModule: Module = { name: 'auth', routes, onStart: ensureSuperadmin };

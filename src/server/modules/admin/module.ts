import type { FastifyPluginAsync } from 'fastify';
import type { Module } from '../../module';
import { dashboardRoutes } from './dashboard-routes';
import { interestRoutes } from './interest-routes';
import { taxRoutes } from './tax-routes';
import { userRoutes } from './user-routes';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(userRoutes);
  await app.register(interestRoutes);
  await app.register(taxRoutes);
};

/** Superadmin console API and the interest engine (see docs/product/console.md). */
export const adminModule: Module = { name: 'admin', routes };

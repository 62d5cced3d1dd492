import type { Module } from '../../module';
import { statementRoutes } from './routes';

/** Statements of a wallet for a period, as PDF, CSV or JSON (see docs/product/statements.md). */
export const statementsModule: Module = {
  name: 'statements',
  routes: statementRoutes,
};

import type { Module } from '../../module';
import { goalsRoutes } from './routes';

/** Savings goals and their members (see docs/product/goals.md). */
export const goalsModule: Module = { name: 'goals', routes: goalsRoutes };

import type { Module } from '../../module';
import { goalsRoutes } from './routes';

/** Savings goals and their members (issue 5). */
export const goalsModule: Module = { name: 'goals', routes: goalsRoutes };

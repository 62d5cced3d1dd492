import type { Module } from '../../module';
import { siteRoutes } from './routes';

export const siteModule: Module = { name: 'site', routes: siteRoutes };

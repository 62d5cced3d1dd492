import type { Module } from './module';
import { siteModule } from './modules/site/module';

/** Every feature of the server, in the order their routes are registered. */
export const modules: Module[] = [siteModule];

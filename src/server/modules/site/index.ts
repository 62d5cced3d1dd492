// The site module's public surface: the only file ../../modules.ts imports.
export { siteModule } from './module';

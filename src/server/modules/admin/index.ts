// The admin module's public surface: the only file other modules (and ../../modules.ts) import.
export { adminModule } from './module';

// The ussd module's public surface: the only file ../../modules.ts imports.
export { ussdModule } from './module';

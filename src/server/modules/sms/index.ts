// The sms module's public surface: the only file ../../modules.ts imports.
export { smsModule } from './module';

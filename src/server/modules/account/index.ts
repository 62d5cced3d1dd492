// The account module's public surface: the only file other modules (and ../../modules.ts) import.
export { accountModule } from './module';
export { saveLanguage } from './preferences-service';
export { recordActivation } from './referral-activation';
export { whatRemains } from './what-remains';

/** The public surface of reconciliation/ (what other modules may import). */
export { currentMpesaFloat, latestMpesaFloat, MpesaFloatUnavailableError, type MpesaFloat } from './mpesa-float';
export { runNightly } from './nightly-job';
export { reconciliationModule } from './module';

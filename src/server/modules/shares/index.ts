// The shares module's public surface: the only file other modules (and ../../modules.ts) import.
export { declareDividend } from './dividends';
export { sharesModule } from './module';
export { shareTotals } from './share-read';
export { cancelPendingTransfersOf, refuseIfHolder } from './share-store';

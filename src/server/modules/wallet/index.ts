// The wallet module's public surface: the only file other modules (and ../../modules.ts) import.
export { startDeposit, TOO_MANY_PROMPTS } from './deposit-service';
export { accountOf, transactionsOf } from './history-service';
export { walletModule } from './module';
export { startWithdrawal } from './withdrawal-service';

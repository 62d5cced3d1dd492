// The wallet module's public surface: the only file other modules (and ../../modules.ts) import.
export { confirmPaybill } from './c2b-confirm';
export { settleDeposit } from './deposit-settle';
export { startDeposit, TOO_MANY_PROMPTS } from './deposit-service';
export { accountOf, transactionsOf } from './history-service';
export { daraja, STK_ACCOUNT_REFERENCE } from './mpesa-gateway';
export { walletModule } from './module';
export { startWithdrawal } from './withdrawal-service';
export { settleWithdrawal } from './withdrawal-settle';

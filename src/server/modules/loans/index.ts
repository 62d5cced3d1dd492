// The loans module's public surface: the only file other modules (and ../../modules.ts) import.
export { repayLoan } from './loan-repayment';
export { listLoans } from './loan-requests';
export { loansModule } from './module';

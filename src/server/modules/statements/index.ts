// The statements module's public surface: the only file other modules (and ../../modules.ts) import.
export { statementsModule } from './module';
export { textCell } from './statement-csv';
export type { StatementHeader } from './statement-header';
export { statementPdf } from './statement-pdf';
export { AccountStatement } from './statement-source';

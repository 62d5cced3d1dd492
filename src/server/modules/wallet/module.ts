import type { Module } from '../../module';

/** Accounts, M-Pesa deposits and withdrawals, transactions, notifications API (issue 4). */
export const walletModule: Module = { name: 'wallet' };

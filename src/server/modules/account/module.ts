import type { Module } from '../../module';

/** Referrals, help, feedback, profile, account and preferences (issue 8). */
export const accountModule: Module = { name: 'account' };

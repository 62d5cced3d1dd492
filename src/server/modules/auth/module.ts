import type { Module } from '../../module';

/** Registration, login, two-step codes, password reset, sessions, the superadmin (issue 3). */
export const authModule: Module = { name: 'auth' };

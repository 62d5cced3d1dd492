import type { Module } from '../../module';

/** Superadmin console API and the interest engine (issue 6). */
export const adminModule: Module = { name: 'admin' };

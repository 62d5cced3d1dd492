import type { Module } from '../../module';

/** Savings goals and their members (issue 5). */
export const goalsModule: Module = { name: 'goals' };

import type { Module } from '../../module';
import { loanReminderJob } from './loan-reminders';
import { loanRoutes } from './routes';

/** Loans: request, approval, repayment, reminders (issue 7). */
export const loansModule: Module = {
  name: 'loans',
  routes: loanRoutes,
  jobs: [loanReminderJob],
};

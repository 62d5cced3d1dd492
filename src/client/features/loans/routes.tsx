import type { FeatureRoutes } from '../../app/feature-routes';

export const routes: FeatureRoutes = {
  user: [
    {
      path: 'user/loans',
      lazy: async () => ({
        Component: (await import('./loans-page')).LoansPage,
      }),
    },
  ],
  admin: [
    {
      path: 'superadmin/loan-requests',
      lazy: async () => ({
        Component: (await import('./loan-requests-page')).LoanRequestsPage,
      }),
    },
  ],
};

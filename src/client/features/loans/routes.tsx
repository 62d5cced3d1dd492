import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

export const routes: FeatureRoutes = {
  user: [lazyPage('user/loans', () => import('./loans-page'), 'LoansPage')],
  admin: [lazyPage('superadmin/loan-requests', () => import('./loan-requests-page'), 'LoanRequestsPage')],
};

import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** The four user lists, one module. */
const userListPages = () => import('./user-list-pages');

export const routes: FeatureRoutes = {
  // The dashboard's totals, its chart's default range and the paybill suspense list (api.ts, paybill-api.ts).
  warm: {
    '/admin/dashboard': {
      get: () => ['/superadmin/totals', '/superadmin/registrations?range=month', '/superadmin/paybill/suspense'],
    },
  },
  admin: [
    lazyPage('admin/dashboard', () => import('./dashboard-page'), 'DashboardPage'),
    lazyPage('superadmin/users-list', userListPages, 'UsersListPage'),
    lazyPage('superadmin/active-users-list', userListPages, 'ActiveUsersPage'),
    lazyPage('superadmin/inactive-users-list', userListPages, 'InactiveUsersPage'),
    lazyPage('superadmin/incomplete-registrations', userListPages, 'IncompleteRegistrationsPage'),
    lazyPage('superadmin/delete-requests', () => import('./delete-requests-page'), 'DeleteRequestsPage'),
    lazyPage('superadmin/interests', () => import('./interests-page'), 'InterestsPage'),
    lazyPage('superadmin/user-details/:userId', () => import('./user-details-page'), 'UserDetailsPage'),
    lazyPage('superadmin/investments', () => import('./investments-page'), 'InvestmentsPage'),
    lazyPage('superadmin/shareholdings', () => import('./shareholdings-page'), 'ShareholdingsPage'),
    lazyPage('superadmin/reconciliation', () => import('./reconciliation-page'), 'ReconciliationPage'),
    lazyPage('superadmin/tax', () => import('./tax-page'), 'TaxPage'),
  ],
};

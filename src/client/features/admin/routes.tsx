import type { FeatureRoutes } from '../../app/feature-routes';

export const routes: FeatureRoutes = {
  // The dashboard's totals, its chart's default range and the paybill suspense list (api.ts, paybill-api.ts).
  warm: {
    '/admin/dashboard': {
      get: () => ['/superadmin/totals', '/superadmin/registrations?range=month', '/superadmin/paybill/suspense'],
    },
  },
  admin: [
    { path: 'admin/dashboard', lazy: async () => ({ Component: (await import('./dashboard-page')).DashboardPage }) },
    {
      path: 'superadmin/users-list',
      lazy: async () => ({ Component: (await import('./user-list-pages')).UsersListPage }),
    },
    {
      path: 'superadmin/active-users-list',
      lazy: async () => ({ Component: (await import('./user-list-pages')).ActiveUsersPage }),
    },
    {
      path: 'superadmin/inactive-users-list',
      lazy: async () => ({ Component: (await import('./user-list-pages')).InactiveUsersPage }),
    },
    {
      path: 'superadmin/incomplete-registrations',
      lazy: async () => ({ Component: (await import('./user-list-pages')).IncompleteRegistrationsPage }),
    },
    {
      path: 'superadmin/delete-requests',
      lazy: async () => ({ Component: (await import('./delete-requests-page')).DeleteRequestsPage }),
    },
    {
      path: 'superadmin/interests',
      lazy: async () => ({ Component: (await import('./interests-page')).InterestsPage }),
    },
    {
      path: 'superadmin/user-details/:userId',
      lazy: async () => ({ Component: (await import('./user-details-page')).UserDetailsPage }),
    },
    {
      path: 'superadmin/investments',
      lazy: async () => ({ Component: (await import('./investments-page')).InvestmentsPage }),
    },
    {
      path: 'superadmin/shareholdings',
      lazy: async () => ({ Component: (await import('./shareholdings-page')).ShareholdingsPage }),
    },
  ],
};

import type { FeatureRoutes } from '../../app/feature-routes';

/** Home, deposit, withdraw, transactions and notifications (see docs/product/wallet-and-mpesa.md), inside the user layout. */
export const routes: FeatureRoutes = {
  user: [
    { path: '/user/home', lazy: async () => ({ Component: (await import('./home-page')).HomePage }) },
    { path: '/user/deposit', lazy: async () => ({ Component: (await import('./deposit-page')).DepositPage }) },
    { path: '/user/withdraw', lazy: async () => ({ Component: (await import('./withdraw-page')).WithdrawPage }) },
    {
      path: '/user/transactions',
      lazy: async () => ({ Component: (await import('./transactions-page')).TransactionsPage }),
    },
    {
      path: '/user/notifications',
      lazy: async () => ({ Component: (await import('./notifications-page')).NotificationsPage }),
    },
  ],
  warm: {
    '/user/home': {
      ns: ['investments'],
      get: (id) => [`/api/home/${id}`, `/api/transactions/${id}`, `/api/interests/performance/${id}`],
    },
    '/user/transactions': { get: (id) => [`/api/transactions/${id}`] },
  },
};

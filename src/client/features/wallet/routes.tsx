import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** Home, deposit, withdraw, transactions and notifications (see docs/product/wallet-and-mpesa.md), inside the user layout. */
export const routes: FeatureRoutes = {
  user: [
    lazyPage('/user/home', () => import('./home-page'), 'HomePage'),
    lazyPage('/user/deposit', () => import('./deposit-page'), 'DepositPage'),
    lazyPage('/user/withdraw', () => import('./withdraw-page'), 'WithdrawPage'),
    lazyPage('/user/transactions', () => import('./transactions-page'), 'TransactionsPage'),
    lazyPage('/user/notifications', () => import('./notifications-page'), 'NotificationsPage'),
  ],
  warm: {
    '/user/home': {
      ns: ['shares'],
      get: (id) => [`/api/home/${id}`, `/api/transactions/${id}`, `/api/interests/performance/${id}`],
    },
    '/user/transactions': { get: (id) => [`/api/transactions/${id}`] },
  },
};

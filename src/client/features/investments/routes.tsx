import type { FeatureRoutes } from '../../app/feature-routes';

/** Pamoja shares of a user: buy, transfer, dividends (see docs/product/shares.md). */
export const routes: FeatureRoutes = {
  user: [
    {
      path: '/user/investments',
      lazy: async () => ({ Component: (await import('./investments-page')).InvestmentsPage }),
    },
  ],
};

import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** Pamoja shares of a user: buy, transfer, dividends (see docs/product/shares.md). */
export const routes: FeatureRoutes = {
  user: [lazyPage('/user/investments', () => import('./shares-page'), 'SharesPage')],
};

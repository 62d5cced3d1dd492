import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** Proof of reserves (see docs/product/proof.md): the public page, and Settings → Verify my balance. */
export const routes: FeatureRoutes = {
  public: [lazyPage('/reserves', () => import('./reserves-page'), 'ReservesPage')],
  userPlain: [lazyPage('/verify-balance', () => import('./verify-page'), 'VerifyBalancePage')],
};

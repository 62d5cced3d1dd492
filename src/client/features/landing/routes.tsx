import type { FeatureRoutes } from '../../app/feature-routes';

export const routes: FeatureRoutes = {
  public: [{ index: true, lazy: async () => ({ Component: (await import('./landing-page')).LandingPage }) }],
};

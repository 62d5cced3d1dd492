import type { FeatureRoutes } from '../../app/feature-routes';

/** Communities (chamas): my communities and one community (see docs/product/communities.md). */
export const routes: FeatureRoutes = {
  warm: { '/user/communities': { get: () => ['/api/communities', '/api/community-invitations'] } },
  user: [
    {
      path: '/user/communities',
      lazy: async () => ({ Component: (await import('./communities-page')).CommunitiesPage }),
    },
    {
      path: '/user/community/:communityId',
      lazy: async () => ({ Component: (await import('./community-page')).CommunityPage }),
    },
  ],
};

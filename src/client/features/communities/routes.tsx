import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** Communities (chamas): my communities and one community (see docs/product/communities.md). */
export const routes: FeatureRoutes = {
  warm: { '/user/communities': { get: () => ['/api/communities', '/api/community-invitations'] } },
  user: [
    lazyPage('/user/communities', () => import('./communities-page'), 'CommunitiesPage'),
    lazyPage('/user/communities/guarantees', () => import('./guarantees-page'), 'GuaranteesPage'),
    lazyPage('/user/community/:communityId', () => import('./community-page'), 'CommunityPage'),
  ],
};

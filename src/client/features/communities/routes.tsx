import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

/** Communities (chamas): my communities and one community (see docs/product/communities.md). */
export const routes: FeatureRoutes = {
  warm: {
    '/user/communities': { get: () => ['/api/communities', '/api/community-invitations'] },
    // The chama and what every member's page shows of it (not the officials' or a rotation's lists).
    '/user/community/:communityId': {
      get: (_, { communityId = '' }) => {
        const base = `/api/communities/${encodeURIComponent(communityId)}`;
        return [base, `${base}/payouts`, `${base}/loans`, `${base}/proof`];
      },
    },
  },
  user: [
    lazyPage('/user/communities', () => import('./communities-page'), 'CommunitiesPage'),
    lazyPage('/user/communities/guarantees', () => import('./guarantees-page'), 'GuaranteesPage'),
    lazyPage('/user/community/:communityId', () => import('./community-page'), 'CommunityPage'),
  ],
};

import type { FeatureRoutes } from '../../app/feature-routes';

export const routes: FeatureRoutes = {
  warm: { '/user/savings': { get: (id) => [`/api/goals/${id}`] } },
  user: [
    {
      path: '/user/savings',
      lazy: async () => ({
        Component: (await import('./savings-page')).SavingsPage,
      }),
    },
    {
      path: '/user/add-goal',
      lazy: async () => ({
        Component: (await import('./add-goal-page')).AddGoalPage,
      }),
    },
    {
      path: '/user/goal/:goalId',
      lazy: async () => ({ Component: (await import('./goal-page')).GoalPage }),
    },
  ],
};

import { type FeatureRoutes, lazyPage } from '../../app/feature-routes';

export const routes: FeatureRoutes = {
  warm: { '/user/savings': { get: (id) => [`/api/goals/${id}`] } },
  user: [
    lazyPage('/user/savings', () => import('./savings-page'), 'SavingsPage'),
    lazyPage('/user/add-goal', () => import('./add-goal-page'), 'AddGoalPage'),
    lazyPage('/user/goal/:goalId', () => import('./goal-page'), 'GoalPage'),
  ],
};

import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireRole } from '../components/require-role';
import { RouteError } from '../components/route-error';
import { NotFoundPage } from '../components/not-found-page';
import { RootLayout } from './root-layout';
import type { FeatureRoutes } from './feature-routes';

const features = Object.values(
  import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true }),
).map((m) => m.routes);
const collect = (key: keyof FeatureRoutes): RouteObject[] => features.flatMap((f) => f[key] ?? []);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...collect('public'),
      {
        element: <RequireRole role="user" />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../components/user-layout')).UserLayout }),
            children: collect('user'),
          },
          ...collect('userPlain'),
        ],
      },
      {
        element: <RequireRole role="superadmin" />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../components/admin-layout')).AdminLayout }),
            children: collect('admin'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireRole } from '../components/require-role';
import { RouteError } from '../components/shell/route-error';
import { NotFoundPage } from '../components/shell/not-found-page';
import { features } from './features';
import { adminLayout, userLayout } from './layouts';
import { RootLayout } from './root-layout';

const collect = (key: 'public' | 'user' | 'userPlain' | 'admin'): RouteObject[] =>
  features.flatMap((f) => f[key] ?? []);

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
            lazy: userLayout,
            children: collect('user'),
          },
          ...collect('userPlain'),
        ],
      },
      {
        element: <RequireRole role="superadmin" />,
        children: [
          {
            lazy: adminLayout,
            children: collect('admin'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

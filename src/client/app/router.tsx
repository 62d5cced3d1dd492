import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireRole } from '../components/require-role';
import { LoadingShell } from '../components/shell/loading-shell';
import { RouteError } from '../components/shell/route-error';
import { NotFoundPage } from '../components/shell/not-found-page';
import { features } from './features';
import { adminLayout, userLayout } from './layouts';
import { RootLayout } from './root-layout';

const collect = (key: 'public' | 'user' | 'userPlain' | 'admin'): RouteObject[] =>
  features.flatMap((f) => f[key] ?? []);

/**
 * Every lazy route, at any depth, with the loading shell as its `HydrateFallback`: on a first load the
 * router draws it (inside the root layout, so on the themed page) until the route's code has come, and
 * React Router has no reason to warn that none was given (decision 105).
 */
export function withHydrateFallback(list: RouteObject[]): RouteObject[] {
  return list.map((route): RouteObject => {
    const fallback = route.lazy && !route.HydrateFallback ? { HydrateFallback: LoadingShell } : {};
    if (route.index) return { ...route, ...fallback };
    return { ...route, ...fallback, ...(route.children ? { children: withHydrateFallback(route.children) } : {}) };
  });
}

export const routes: RouteObject[] = withHydrateFallback([
  {
    element: <RootLayout />,
    // (a route added without `lazy` but with a loader still gets the shell, not a white page)
    HydrateFallback: LoadingShell,
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
]);

export const router = createBrowserRouter(routes);

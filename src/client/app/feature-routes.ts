import type { RouteObject } from 'react-router';

/**
 * What a feature adds to the router. Each feature folder has a `routes.tsx` exporting one of these;
 * pages load lazily so that the landing page stays small.
 *  - public: anyone;
 *  - user: signed-in users, inside the user layout (header and bottom navigation);
 *  - userPlain: signed-in users, full-screen pages with their own back button;
 *  - admin: the superadmin, inside the console layout.
 */
export interface FeatureRoutes {
  public?: RouteObject[];
  user?: RouteObject[];
  userPlain?: RouteObject[];
  admin?: RouteObject[];
}

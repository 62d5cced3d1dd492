import type { ComponentType } from 'react';
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
  /**
   * What the entry starts for a screen opened first, keyed by its path (app/warm-up.ts): its
   * chunk always; here, the words it renders beyond its feature's and the GETs it makes on mount.
   */
  warm?: Record<string, Warm>;
}

export interface Warm {
  /** i18n namespaces the screen renders with. */
  ns?: string[];
  /**
   * The GET paths the screen requests on mount, given the signed-in user's id (URL-encoded) and the
   * route's parameters (decoded: the paths encode them as the screen's own requests do).
   */
  get?: (encodedUserId: string, params: Record<string, string>) => string[];
}

/**
 * The router's `lazy` for a component that loads in its own chunk: `load` imports the module,
 * `name` is the export to render.
 */
export function lazyComponent<M extends Record<K, ComponentType>, K extends string>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** A screen at `path` whose page loads lazily: `lazyPage('/login', () => import('./login-page'), 'LoginPage')`. */
export function lazyPage<M extends Record<K, ComponentType>, K extends string>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path, lazy: lazyComponent(load, name) };
}

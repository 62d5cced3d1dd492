import type { RouteObject } from 'react-router';
import { initialLanguage, loadCatalog } from '../i18n/catalogs';
import { startEarly } from '../lib/api';
import { getSession } from '../lib/session';
import type { Warm } from './feature-routes';
import { features } from './features';
import { adminLayout, adminLayoutWarm, userLayout, userLayoutWarm } from './layouts';

/** Route paths are written with or without their leading slash; the browser's never lacks it. */
const normalise = (path: string): string => (path.startsWith('/') ? path : `/${path}`);

/**
 * The route's parameters when its path (`/user/community/:communityId`) matches the browser's path
 * segment by segment, or null. A parameter takes one whole, non-empty segment, as the router's does.
 */
export function matchRoute(routePath: string, pathname: string): Record<string, string> | null {
  const want = normalise(routePath).split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const seen = have[i] ?? '';
    if (part.startsWith(':')) {
      if (seen === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(seen);
      } catch {
        return null;
      }
    } else if (part !== seen) return null;
  }
  return params;
}

/** What warmUp started (for tests): the chunks' route paths, the catalogues, the early GETs. */
export interface Warmed {
  route: string | null;
  layout: 'user' | 'admin' | null;
  /** The namespaces whose words were asked for: the shell waits for them before its first render. */
  namespaces: string[];
  catalogs: string[];
  requests: string[];
  /** The opened route's parameters (`{ communityId }`), decoded. */
  params: Record<string, string>;
}

/**
 * Called by the entry beside `import('./app-shell')`, for the path the browser opened: starts,
 * in parallel with the shell's download, everything the first screen would otherwise only ask for
 * one step after another once the shell has run — its layout and page chunks (Vite's preload
 * helper fetches their imports alongside), the words it renders, and, signed in, the GETs it makes
 * on mount (lib/early-requests.ts). A route with parameters (`/user/community/:communityId`) is
 * warmed with the browser's values of them. Nothing here renders or decides anything: the router still does.
 */
export function warmUp(pathname: string): Warmed {
  const warmed: Warmed = { route: null, layout: null, namespaces: [], catalogs: [], requests: [], params: {} };
  const language = initialLanguage();
  document.documentElement.lang = language;
  const namespaces = new Set(['common']);
  const session = getSession();
  const warms: Warm[] = [];
  for (const feature of features) {
    for (const group of ['public', 'user', 'userPlain', 'admin'] as const) {
      let params: Record<string, string> | null = null;
      const route = (feature[group] ?? []).find(
        (r: RouteObject) => r.path && (params = matchRoute(r.path, pathname)) !== null,
      );
      if (!route?.path || !params) continue;
      // A signed-in screen opened by someone else is sent elsewhere by the router: warm nothing of it.
      if (group !== 'public' && session?.userRole !== (group === 'admin' ? 'superadmin' : 'user')) continue;
      warmed.route = normalise(route.path);
      if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
      namespaces.add(feature.name);
      if (group === 'user') {
        warmed.layout = 'user';
        userLayout().catch(() => undefined);
        warms.push(userLayoutWarm);
      } else if (group === 'admin') {
        warmed.layout = 'admin';
        adminLayout().catch(() => undefined);
        warms.push(adminLayoutWarm);
      }
      const own = feature.warm?.[normalise(route.path)];
      if (own) warms.push(own);
      warmed.params = params;
    }
  }
  for (const warm of warms) for (const ns of warm.ns ?? []) namespaces.add(ns);
  warmed.namespaces = [...namespaces];
  // The screens' language only: every catalogue has every entry in both (i18n/catalogs-complete.test.ts).
  for (const ns of namespaces) {
    const load = loadCatalog(language, ns);
    if (!load) continue;
    load.catch(() => undefined);
    warmed.catalogs.push(`${language}/${ns}`);
  }
  if (session) {
    const id = encodeURIComponent(session.userId);
    for (const warm of warms) {
      for (const path of warm.get?.(id, warmed.params) ?? []) {
        startEarly(path);
        warmed.requests.push(path);
      }
    }
  }
  return warmed;
}

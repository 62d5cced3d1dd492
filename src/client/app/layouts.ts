import { lazyComponent, type Warm } from './feature-routes';

/** The two signed-in layouts, loaded lazily by the router (app/router.tsx) and early by app/warm-up.ts. */
export const userLayout = lazyComponent(() => import('../components/user-layout'), 'UserLayout');
export const adminLayout = lazyComponent(() => import('../components/admin-layout'), 'AdminLayout');

/** What every screen inside a layout needs: its words, and the header's requests (profile and the bell). */
export const userLayoutWarm: Warm = {
  ns: ['wallet'],
  get: (id) => [`/api/profiles/${id}`, `/api/notifications/${id}`],
};
export const adminLayoutWarm: Warm = { ns: ['admin'] };

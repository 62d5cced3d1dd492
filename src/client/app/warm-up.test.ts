import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { pendingEarly } from '../lib/early-requests';
import { saveSession } from '../lib/session';
import { features } from './features';
import { matchRoute, warmUp } from './warm-up';

/**
 * The first screen's data is requested by the entry, before the screen's chunk has loaded
 * (docs/decisions/045-signed-in-first-load.md). The server is not involved here: `fetch` records
 * what was asked and answers an empty JSON object.
 */
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response('{}', { status: 200 }));
    }),
  );
});

afterEach(() => {
  // Nothing left over for the next test to take.
  for (const path of pendingEarly()) void api('GET', path);
  vi.unstubAllGlobals();
});

const signIn = (userRole: string) => saveSession({ userId: 'U 1', authToken: 't', userRole, userName: 'Achieng' });

describe('warmUp', () => {
  it('asks for the home screen’s data synchronously, before any chunk can have loaded', () => {
    signIn('user');
    const warmed = warmUp('/user/home');
    // No await has happened yet: the page chunk (a dynamic import) cannot have resolved.
    expect(asked.sort()).toEqual(
      [
        '/api/home/U%201',
        '/api/interests/performance/U%201',
        '/api/notifications/U%201',
        '/api/profiles/U%201',
        '/api/transactions/U%201',
      ].sort(),
    );
    expect(warmed).toMatchObject({ route: '/user/home', layout: 'user' });
    expect(warmed.catalogs).toEqual(expect.arrayContaining(['en/common', 'en/wallet', 'en/shares']));
    // The shell's first render waits for these (app-shell.tsx `start`), so the screen never suspends on its words.
    expect(warmed.namespaces).toEqual(expect.arrayContaining(['common', 'wallet', 'shares']));
  });

  it('lets the screen’s own request take the early answer once, then asks the server again', async () => {
    signIn('user');
    warmUp('/user/home');
    const before = asked.length;
    await api('GET', '/api/home/U%201');
    expect(asked.length).toBe(before);
    await api('GET', '/api/home/U%201');
    expect(asked.length).toBe(before + 1);
  });

  it('warms each budgeted screen’s data for the person it is for, and nothing for anyone else', () => {
    signIn('superadmin');
    expect(warmUp('/admin/dashboard').requests).toEqual([
      '/superadmin/totals',
      '/superadmin/registrations?range=month',
      '/superadmin/paybill/suspense',
    ]);
    expect(warmUp('/user/home')).toMatchObject({ route: null, requests: [] });
    signIn('user');
    expect(warmUp('/user/savings').requests).toContain('/api/goals/U%201');
    expect(warmUp('/user/communities').requests).toEqual(
      expect.arrayContaining(['/api/communities', '/api/community-invitations']),
    );
    expect(warmUp('/user/community/c%201')).toMatchObject({
      route: '/user/community/:communityId',
      params: { communityId: 'c 1' },
      requests: expect.arrayContaining(['/api/communities/c%201', '/api/communities/c%201/proof']),
    });
    expect(warmUp('/admin/dashboard')).toMatchObject({ route: null, requests: [] });
    localStorage.clear();
    expect(warmUp('/login')).toMatchObject({ route: '/login', layout: null, requests: [] });
    expect(warmUp('/user/home')).toMatchObject({ route: null, requests: [] });
  });

  it('warms only paths the router has', () => {
    for (const feature of features) {
      const paths = (['public', 'user', 'userPlain', 'admin'] as const).flatMap((group) =>
        (feature[group] ?? []).map((r) => (r.path?.startsWith('/') ? r.path : `/${r.path ?? ''}`)),
      );
      for (const warmed of Object.keys(feature.warm ?? {})) expect(paths, feature.name).toContain(warmed);
    }
  });
});

describe('matchRoute', () => {
  it('matches segment by segment, a parameter taking one whole segment, decoded', () => {
    expect(matchRoute('/user/community/:communityId', '/user/community/abc')).toEqual({ communityId: 'abc' });
    expect(matchRoute('user/community/:communityId', '/user/community/a%2Fb')).toEqual({ communityId: 'a/b' });
    expect(matchRoute('/user/home', '/user/home')).toEqual({});
    expect(matchRoute('/user/community/:communityId', '/user/community/')).toBeNull();
    expect(matchRoute('/user/community/:communityId', '/user/community/a/b')).toBeNull();
    expect(matchRoute('/user/community/:communityId', '/user/community/%E0%A4%A')).toBeNull();
    expect(matchRoute('/user/home', '/user/savings')).toBeNull();
  });
});

import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Settings } from '../../../../shared/schemas/account';
import type { SignedInResponse } from '../../../../shared/schemas/auth';
import { setLanguage } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { returnPathAfterSignIn } from '../../../lib/signed-out';

/**
 * The account's language and theme as the server keeps them, so a Kiswahili user does not come back
 * in English, nor a dark-theme user in light (decision 039).
 */
async function restorePreferences(userId: string, setTheme: (scheme: MantineColorScheme) => void): Promise<void> {
  try {
    const settings = await api<Settings>('GET', `/api/users/${encodeURIComponent(userId)}/settings`);
    setLanguage(settings.language);
    setTheme(settings.theme);
  } catch {
    // The device's language and theme stay; the app works in either.
  }
}

/**
 * Stores the session under the spec's keys, restores the account's language and theme, and opens the right
 * area: superadmin → /admin/dashboard, user → /user/home, or the screen where the same person's
 * session ended (decision 061); any other role stays with 'Unknown user role. Please contact support.'
 */
export function useEnterApp() {
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  const [unknownRole, setUnknownRole] = useState(false);
  const enter = useCallback(
    async (res: SignedInResponse) => {
      saveSession({ userId: res.user.id, authToken: res.token, userRole: res.user.role, userName: res.user.name });
      if (res.user.role !== 'superadmin' && res.user.role !== 'user') {
        setUnknownRole(true);
        return;
      }
      await restorePreferences(res.user.id, setColorScheme);
      const home = res.user.role === 'superadmin' ? '/admin/dashboard' : '/user/home';
      void navigate(returnPathAfterSignIn(res.user.id) ?? home, { replace: true });
    },
    [navigate, setColorScheme],
  );
  return { enter, unknownRole };
}

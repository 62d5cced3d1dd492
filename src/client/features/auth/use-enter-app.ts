import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignedInResponse } from '../../../shared/schemas/auth';
import { saveSession } from '../../lib/session';

/**
 * Stores the session under the spec's keys and opens the right area: superadmin → /admin/dashboard,
 * user → /user/home; any other role stays with 'Unknown user role. Please contact support.'
 */
export function useEnterApp() {
  const navigate = useNavigate();
  const [unknownRole, setUnknownRole] = useState(false);
  const enter = useCallback(
    (res: SignedInResponse) => {
      saveSession({ userId: res.user.id, authToken: res.token, userRole: res.user.role, userName: res.user.name });
      if (res.user.role === 'superadmin') void navigate('/admin/dashboard', { replace: true });
      else if (res.user.role === 'user') void navigate('/user/home', { replace: true });
      else setUnknownRole(true);
    },
    [navigate],
  );
  return { enter, unknownRole };
}

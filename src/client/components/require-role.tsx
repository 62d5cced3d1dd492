import { Navigate, Outlet } from 'react-router';
import { getSession, type Role } from '../lib/session';

/** User pages need a token and role user; admin pages need role superadmin (see docs/product/identity.md). */
export function RequireRole({ role }: { role: Role }) {
  const session = getSession();
  if (!session || session.userRole !== role) return <Navigate to="/login" replace />;
  return <Outlet />;
}

import { useTranslation } from '../../i18n/react';
import type { UserListKind } from './api';
import { UsersTable } from './users-table';

/** Each list's title, empty and error texts (admin catalogue keys), and whether it shows the full table. */
const LISTS: Record<UserListKind, { title: string; empty: string; error: string; full: boolean }> = {
  users: { title: 'lists.users', empty: 'lists.noUsers', error: 'loadError', full: true },
  'active-users': { title: 'lists.activeUsers', empty: 'lists.noActive', error: 'loadError', full: false },
  'inactive-users': { title: 'lists.inactiveUsers', empty: 'lists.noInactive', error: 'loadError', full: false },
  'incomplete-registrations': {
    title: 'lists.incomplete',
    empty: 'lists.noIncomplete',
    error: 'loadIncompleteError',
    full: false,
  },
};

function UserListPage({ kind }: { kind: UserListKind }) {
  const { t } = useTranslation('admin');
  const list = LISTS[kind];
  return (
    <UsersTable
      kind={kind}
      title={t(list.title)}
      empty={t(list.empty)}
      errorText={t(list.error)}
      full={list.full}
      purgeDates={kind === 'incomplete-registrations'}
    />
  );
}

/** /superadmin/users-list */
export const UsersListPage = () => <UserListPage kind="users" />;
/** /superadmin/active-users-list */
export const ActiveUsersPage = () => <UserListPage kind="active-users" />;
/** /superadmin/inactive-users-list */
export const InactiveUsersPage = () => <UserListPage kind="inactive-users" />;
/** /superadmin/incomplete-registrations */
export const IncompleteRegistrationsPage = () => <UserListPage kind="incomplete-registrations" />;

import { useTranslation } from 'react-i18next';
import { UsersTable } from './users-table';

/** /superadmin/users-list */
export function UsersListPage() {
  const { t } = useTranslation('admin');
  return (
    <UsersTable kind="users" title={t('lists.users')} empty={t('lists.noUsers')} errorText={t('loadError')} full />
  );
}

/** /superadmin/active-users-list */
export function ActiveUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <UsersTable
      kind="active-users"
      title={t('lists.activeUsers')}
      empty={t('lists.noActive')}
      errorText={t('loadError')}
      full={false}
    />
  );
}

/** /superadmin/inactive-users-list */
export function InactiveUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <UsersTable
      kind="inactive-users"
      title={t('lists.inactiveUsers')}
      empty={t('lists.noInactive')}
      errorText={t('loadError')}
      full={false}
    />
  );
}

/** /superadmin/incomplete-registrations */
export function IncompleteRegistrationsPage() {
  const { t } = useTranslation('admin');
  return (
    <UsersTable
      kind="incomplete-registrations"
      title={t('lists.incomplete')}
      empty={t('lists.noIncomplete')}
      errorText={t('loadIncompleteError')}
      full={false}
      purgeDates
    />
  );
}

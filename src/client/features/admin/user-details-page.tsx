import { RequestError } from '../../components/shell/form-error';
import { ScreenTitle } from '../../components/shell/page-title';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../../components/growing-textarea';
import { notifications } from '@mantine/notifications';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { useTranslation } from '../../i18n/react';
import { KesInput } from '../../components/forms/kes-input';
import { Link, useParams } from 'react-router';
import type { UserDetails } from '../../../shared/schemas/admin';
import { ApiError, errorMessage } from '../../lib/api';
import { PageLoader } from '../../components/shell/load-error';
import { useUpdateUser, useUserDetails } from './api';
import { DeleteUserButton } from './delete-user-button';
import { UserStatementButton } from './user-statement-button';
import { localPhone } from './format';
import { IdImage } from './id-image';
import { UserReferrals } from './user-referrals';

const UPDATED_NOTICE = 'user-details-updated';

/** /superadmin/user-details/:userId — edit a user, see their ID images, delete them (see docs/product/console.md). */
export function UserDetailsPage() {
  const { t } = useTranslation('admin');
  const userId = useParams().userId ?? '';
  const query = useUserDetails(userId);
  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/superadmin/users-list" size="sm">
        {`← ${t('details.back')}`}
      </Anchor>
      <ScreenTitle>{t('details.title')}</ScreenTitle>
      {query.isPending && <PageLoader />}
      <RequestError request={query} failed={t('loadError')} />
      {query.isSuccess && (
        <UserForm key={query.dataUpdatedAt} user={query.data} onReload={() => void query.refetch()} />
      )}
      {query.isSuccess && <UserReferrals userId={userId} />}
    </Stack>
  );
}

const toNumber = (v: string | number) => (typeof v === 'number' ? v : Number.parseFloat(v));
const isStale = (err: unknown) => err instanceof ApiError && err.status === 409 && err.code === 'stale_balance';

function UserForm({ user, onReload }: { user: UserDetails; onReload: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser(user.user_id);
  const { form, values, error, busy, onSubmit } = useSchemaForm({
    initialValues: {
      name: user.full_name,
      email: user.email,
      phone: localPhone(user.phone),
      balance: fieldValue<string | number>(user.balance),
      loanLimit: fieldValue<string | number>(user.loan_limit),
      reason: '',
    },
    submit: (v) => {
      const balanceChanged = toNumber(v.balance) !== user.balance;
      return update.mutateAsync({
        full_name: v.name,
        email: v.email,
        phone: v.phone,
        loan_limit: toNumber(v.loanLimit),
        // The balance goes only when it was changed, with the one this page loaded: the server
        // refuses the change if the user's money moved since, instead of writing an old figure back.
        ...(balanceChanged ? { balance: toNumber(v.balance), expected_balance: user.balance } : {}),
        ...(balanceChanged && v.reason.trim() ? { reason: v.reason.trim() } : {}),
      });
    },
    // The hook refetches the user first, which remounts this form with the saved figures; this
    // callback still runs, it only shows a notification. One notice at a time: a second save
    // replaces the first instead of stacking a copy.
    onSuccess: () => {
      notifications.hide(UPDATED_NOTICE);
      notifications.show({ id: UPDATED_NOTICE, color: 'teal', message: t('details.updated') });
    },
    failed: (err) => (isStale(err) ? t('details.staleBalance') : errorMessage(err, t('details.updateFailed'))),
  });
  const balanceChanged = toNumber(values.balance) !== user.balance;
  const stale = error !== null && isStale(update.error);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('details.name')} {...form.getInputProps('name')} required />
          <TextInput label={t('details.userId')} value={user.user_id} readOnly variant="filled" />
          <TextInput label={t('details.email')} type="email" {...form.getInputProps('email')} required />
          <TextInput label={t('details.phone')} type="tel" {...form.getInputProps('phone')} required />
          <KesInput label={t('details.balance')} {...form.getInputProps('balance')} min={0} />
          <KesInput label={t('details.loanLimit')} {...form.getInputProps('loanLimit')} min={0} />
        </SimpleGrid>
        {balanceChanged && (
          <GrowingTextarea
            label={t('details.reason')}
            description={t('details.reasonHint')}
            {...form.getInputProps('reason')}
            maxLength={500}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IdImage path={user.front_id_path} label={t('details.frontId')} />
          <IdImage path={user.back_id_path} label={t('details.backId')} />
        </SimpleGrid>
        {error && (
          <Alert color="red" role="alert">
            {error}
            {stale && (
              <Button variant="light" color="red" size="xs" mt="xs" display="block" onClick={onReload}>
                {t('details.reload')}
              </Button>
            )}
          </Alert>
        )}
        <Group justify="space-between">
          <Group gap="sm">
            <DeleteUserButton userId={user.user_id} />
            <UserStatementButton userId={user.user_id} />
          </Group>
          <Button type="submit" loading={busy}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

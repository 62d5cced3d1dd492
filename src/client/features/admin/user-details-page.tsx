import { Alert, Anchor, Button, Center, Group, Loader, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { UserDetails } from '../../../shared/schemas/admin';
import { errorMessage } from '../../lib/api';
import { useUpdateUser, useUserDetails } from './api';
import { DeleteUserButton } from './delete-user-button';
import { localPhone } from './format';
import { IdImage } from './id-image';

/** /superadmin/user-details/:userId — edit a user, see their ID images, delete them (spec §2). */
export function UserDetailsPage() {
  const { t } = useTranslation('admin');
  const userId = useParams().userId ?? '';
  const query = useUserDetails(userId);
  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/superadmin/users-list" size="sm">
        {`← ${t('details.back')}`}
      </Anchor>
      <Title order={1} size="h2">
        {t('details.title')}
      </Title>
      {query.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      )}
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error, t('loadError'))}
        </Alert>
      )}
      {query.isSuccess && <UserForm key={query.dataUpdatedAt} user={query.data} />}
    </Stack>
  );
}

const toNumber = (v: string | number) => (typeof v === 'number' ? v : Number.parseFloat(v));

function UserForm({ user }: { user: UserDetails }) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser(user.user_id);
  const [name, setName] = useState(user.full_name);
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState(localPhone(user.phone));
  const [balance, setBalance] = useState<string | number>(user.balance);
  const [loanLimit, setLoanLimit] = useState<string | number>(user.loan_limit);
  const [reason, setReason] = useState('');
  const balanceChanged = toNumber(balance) !== user.balance;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        full_name: name,
        email,
        phone,
        balance: toNumber(balance),
        loan_limit: toNumber(loanLimit),
        ...(balanceChanged && reason.trim() ? { reason: reason.trim() } : {}),
      },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('details.updated') }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('details.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
          <TextInput label={t('details.userId')} value={user.user_id} readOnly variant="filled" />
          <TextInput label={t('details.email')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
          <TextInput label={t('details.phone')} type="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} required />
          <NumberInput label={t('details.balance')} value={balance} onChange={setBalance} decimalScale={2} min={0} thousandSeparator="," prefix="KES " />
          <NumberInput label={t('details.loanLimit')} value={loanLimit} onChange={setLoanLimit} decimalScale={2} min={0} thousandSeparator="," prefix="KES " />
        </SimpleGrid>
        {balanceChanged && (
          <Textarea
            label={t('details.reason')}
            description={t('details.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={500}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IdImage path={user.front_id_path} label={t('details.frontId')} />
          <IdImage path={user.back_id_path} label={t('details.backId')} />
        </SimpleGrid>
        {update.isError && (
          <Alert color="red" role="alert">
            {errorMessage(update.error, t('details.updateFailed'))}
          </Alert>
        )}
        <Group justify="space-between">
          <DeleteUserButton userId={user.user_id} />
          <Button type="submit" loading={update.isPending}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconCircleCheck, IconCopy, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatMoney } from '../../lib/format';
import { REFERRAL_REWARD_KES, type Referral } from '../../../shared/schemas/account';
import { ApiError } from '../../lib/api';
import { useAddRewardsToSavings, useReferrals } from './account-api';
import { PlainPage } from './plain-page';
import { ShareInviteButton } from './share-invite-button';

function ReferralRow({ referral }: { referral: Referral }) {
  const { t, i18n } = useTranslation('account');
  const active = referral.accountStatus === 'active';
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon
            variant="light"
            color={referral.joined ? 'pamoja' : 'gray'}
            radius="xl"
            role="img"
            aria-label={referral.joined ? t('invite.joined') : t('invite.pending')}
          >
            {referral.joined ? <IconCircleCheck size={18} /> : <IconHourglass size={18} />}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {referral.name}
            </Text>
            <Text size="sm" c="dimmed">
              {referral.joinedDate
                ? t('invite.joinedOn', { date: formatDate(referral.joinedDate, i18n.language) })
                : t('invite.dateNotAvailable')}
            </Text>
          </div>
        </Group>
        <Stack gap={2} align="flex-end">
          <Badge color={active ? 'pamoja' : 'gray'} variant={active ? 'filled' : 'light'}>
            {active ? t('invite.active') : t('invite.inactive')}
          </Badge>
          {active && !referral.rewarded && (
            <Text size="xs" c="dimmed">
              {t('invite.noReward')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Invite Friends (see docs/product/referrals.md): link, reward cards, add-to-savings and the referral list. */
export function InvitePage() {
  const { t } = useTranslation('account');
  const referrals = useReferrals();
  const add = useAddRewardsToSavings();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const data = referrals.data;
  const unredeemed = data?.unredeemedRewards ?? 0;

  const addToSavings = () => {
    setResult(null);
    add.mutate(unredeemed, {
      onSuccess: () => setResult({ ok: true, text: t('invite.success') }),
      onError: (err) =>
        setResult({
          ok: false,
          text:
            err instanceof ApiError && err.message ? t('errorPrefix', { message: err.message }) : t('invite.addFailed'),
        }),
    });
  };

  return (
    <PlainPage title={t('invite.title')} back="/user/home">
      {referrals.isPending && <Loader aria-label={t('loading')} />}
      {referrals.isError && <Alert color="red">{t('invite.loadFailed')}</Alert>}
      {data && (
        <Stack gap="md">
          <Text c="dimmed">{t('invite.intro', { reward: REFERRAL_REWARD_KES })}</Text>
          <Text size="sm" c="dimmed">
            {t('invite.rules')}
          </Text>
          <Group gap="xs" align="end" wrap="nowrap">
            <TextInput
              label={t('invite.linkLabel')}
              value={data.referralLink}
              readOnly
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={data.referralLink} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  color={copied ? 'teal' : undefined}
                  leftSection={<IconCopy size={16} />}
                  miw={104}
                >
                  {copied ? t('invite.copied') : t('invite.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <ShareInviteButton link={data.referralLink} />
          <SimpleGrid cols={2} spacing="sm">
            <Card withBorder padding="md">
              <Text size="sm" c="dimmed">
                {t('invite.unredeemed')}
              </Text>
              <Text fw={700} size="xl" data-testid="unredeemed">
                {formatMoney(unredeemed)}
              </Text>
            </Card>
            <Card withBorder padding="md">
              <Text size="sm" c="dimmed">
                {t('invite.redeemed')}
              </Text>
              <Text fw={700} size="xl" data-testid="redeemed">
                {formatMoney(data.redeemedRewards)}
              </Text>
            </Card>
          </SimpleGrid>
          {result && (
            <Alert color={result.ok ? 'teal' : 'red'} role="alert" withCloseButton onClose={() => setResult(null)}>
              {result.text}
            </Alert>
          )}
          <Button
            fullWidth
            size="md"
            h="auto"
            mih={44}
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            disabled={unredeemed <= 0}
            loading={add.isPending}
            onClick={addToSavings}
          >
            {t('invite.addToSavings')}
          </Button>
          <Text fw={700} mt="sm">
            {t('invite.referrals')}
          </Text>
          {data.referrals.length === 0 ? (
            <Text c="dimmed">{t('invite.none')}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.referrals.map((r, i) => (
                <ReferralRow key={`${r.name}-${i}`} referral={r} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </PlainPage>
  );
}

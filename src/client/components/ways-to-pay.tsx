import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/react';
import { chamaPaybillAccount, type PayInfoResponse } from '../../shared/schemas/paybill';
import { api } from '../lib/api';
import { PageSection } from './shell/page-section';

/** One value to type elsewhere (a business number, an account, a USSD code) with its copy button. */
function CopyLine({ label, value, name = label }: { label: string; value: string; name?: string }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm">
        {label}: <strong>{value}</strong>
      </Text>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('waysToPay.copied') : t('waysToPay.copy', { what: name })} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="lg"
              onClick={copy}
              aria-label={t('waysToPay.copy', { what: name })}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The paybill, the caller's wallet account and the USSD code (GET /api/pay-info); they change only with a restart. */
export function usePayInfo() {
  return useQuery({
    queryKey: ['pay-info'],
    queryFn: ({ signal }) => api<PayInfoResponse>('GET', '/api/pay-info', undefined, { signal }),
    staleTime: Infinity,
  });
}

/**
 * "Ways to pay" without the app: M-Pesa's paybill (business number and account) and the USSD code
 * (GET /api/pay-info). With `communityId` the account is the member's chama account, which pays
 * their dues there; without it, their phone, which credits their wallet.
 */
export function WaysToPay({ communityId }: { communityId?: string }) {
  const { t } = useTranslation('common');
  const info = usePayInfo();
  if (!info.data) return null;
  const { paybill, walletAccount, ussdCode } = info.data;
  const account = communityId ? chamaPaybillAccount(communityId, walletAccount) : walletAccount;
  return (
    <PageSection id="ways-to-pay" title={t('waysToPay.title')} framed>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t(communityId ? 'waysToPay.mpesaChama' : 'waysToPay.mpesaWallet')}
        </Text>
        <CopyLine label={t('waysToPay.business')} value={paybill} />
        {walletAccount && <CopyLine label={t('waysToPay.account')} value={account} />}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('waysToPay.ussd')}
        </Text>
        <CopyLine label={t('waysToPay.dial')} value={ussdCode} name={t('waysToPay.ussdCode')} />
      </Stack>
    </PageSection>
  );
}

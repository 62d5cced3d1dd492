import { Alert, Anchor, Box, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router';
import { checkReservesProof, type ProofCheck } from '../../../shared/reserves-proof';
import { nearestCents } from '../../../shared/money';
import type { ReservesResponse } from '../../../shared/schemas/reserves';
import { IconButton } from '../../components/shell/icon-button';
import { LoadError, PageLoader } from '../../components/shell/load-error';
import { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { useReserves, useReservesProof } from './reserves-api';

/** The published total (cents) of the attestation a proof belongs to, when the public figures name it. */
function publishedTotal(reserves: ReservesResponse | undefined, attestationId: string): bigint | undefined {
  const figures = [reserves?.latest, ...(reserves?.history ?? [])].find((a) => a?.attestation_id === attestationId);
  return figures ? nearestCents(figures.liabilities) : undefined;
}

/**
 * Settings → Verify my balance (docs/product/proof.md): the browser recomputes the user's leaf from
 * their balance and nonce and climbs the path with Web Crypto, then says ✓ or ✗ with the root.
 */
export function VerifyBalancePage() {
  const { t } = useTranslation('reserves');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const proof = useReservesProof();
  const reserves = useReserves();
  const [check, setCheck] = useState<ProofCheck | null>(null);

  useEffect(() => {
    if (!proof.data || !reserves.data) return;
    let live = true;
    const total = publishedTotal(reserves.data, proof.data.attestation_id);
    void checkReservesProof(proof.data, undefined, total).then((c) => live && setCheck(c));
    return () => {
      live = false;
    };
  }, [proof.data, reserves.data]);

  const missing = proof.error instanceof ApiError && proof.error.status === 404;
  const total = proof.data ? publishedTotal(reserves.data, proof.data.attestation_id) : undefined;
  return (
    <Box component="main" maw={640} mx="auto" p="md" pb="xl">
      <Group gap="sm" mb="md" wrap="nowrap">
        <IconButton
          variant="subtle"
          icon={IconArrowLeft}
          iconSize={22}
          onClick={() => void navigate('/user/settings')}
          label={common('back')}
        />
        <Title order={1} size="h3">
          {t('verify.title')}
        </Title>
      </Group>
      <Stack gap="md">
        <Text>{t('verify.intro')}</Text>
        {proof.isPending || reserves.isPending ? (
          <PageLoader />
        ) : missing ? (
          <Alert color="blue">{t('verify.notYet')}</Alert>
        ) : proof.isError || reserves.isError || !proof.data ? (
          <LoadError
            text={t('verify.loadFailed')}
            retry={t('retry')}
            onRetry={() => Promise.all([proof.refetch(), reserves.refetch()])}
          />
        ) : (
          <Paper withBorder radius="lg" p="md">
            <Stack gap="xs">
              <Row label={t('verify.balance')} value={formatMoney(proof.data.balance)} />
              <Row label={t('verify.attestation')} value={proof.data.attestation_id} />
              <Row label={t('verify.steps')} value={String(proof.data.path.length)} />
              {total !== undefined && <Row label={t('verify.total')} value={formatMoney(Number(total) / 100)} />}
              <Text size="sm">{t('verify.nonce')}</Text>
              <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {proof.data.nonce}
              </Code>
              <Text size="sm">{t('verify.root')}</Text>
              <Code block data-testid="verify-root" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {proof.data.root}
              </Code>
              {check === null ? (
                <Text role="status">{t('verify.checking')}</Text>
              ) : (
                <>
                  <Text size="sm">{t('verify.reached')}</Text>
                  <Code block data-testid="verify-reached" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {check.root}
                  </Code>
                  <Alert color={check.ok ? 'green' : 'red'} role="status" data-testid="verify-result">
                    <Text fw={700}>{check.ok ? t('verify.ok') : t('verify.bad')}</Text>
                  </Alert>
                </>
              )}
            </Stack>
          </Paper>
        )}
        <Anchor component={Link} to="/reserves" underline="always">
          {t('verify.publicPage')}
        </Anchor>
      </Stack>
    </Box>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

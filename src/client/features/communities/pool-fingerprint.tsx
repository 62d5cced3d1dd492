import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { usePoolProof } from './communities-api';

/**
 * The pool's fingerprint (decision 083): the head of the chain of every entry of its statement, its
 * first 8 characters (the ones the monthly text carries) in bold, and what it is for.
 */
export function PoolFingerprint({ communityId }: { communityId: string }) {
  const { t } = useTranslation('communities');
  const proof = usePoolProof(communityId);
  if (!proof.data) return null;
  const { head } = proof.data;
  return (
    <Stack gap={4} mt="sm" data-testid="pool-fingerprint">
      <Text fw={600} size="sm">
        {t('statement.fingerprint')}
      </Text>
      <Text ff="monospace" size="sm" data-testid="pool-head" style={{ overflowWrap: 'anywhere' }}>
        <strong>{head.slice(0, 8)}</strong>
        {head.slice(8)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('statement.fingerprintHint')}
      </Text>
    </Stack>
  );
}

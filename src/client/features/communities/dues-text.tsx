import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';

/** What a member owes (red), nothing, or how far they paid ahead (negative dues). */
export function DuesText({ dues, size }: { dues: number; size: MantineSize }) {
  const { t } = useTranslation('communities');
  if (dues > 0)
    return (
      <Text size={size} fw={700} c="var(--mantine-color-red-text)">
        {formatMoney(dues)}
      </Text>
    );
  return (
    <Text size={size} fw={600}>
      {dues < 0 ? t('list.paidAhead', { amount: formatMoney(-dues) }) : t('list.nothingDue')}
    </Text>
  );
}

import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { DuesPartsView } from '../../../shared/schemas/communities';
import { formatMoney } from '../../lib/format';

/**
 * The parts of a dues figure ("KES 50.00 fine, KES 500.00 from earlier cycles, KES 550.00 for this
 * cycle"), shown only when there is more than this cycle to pay (as USSD and SMS name them).
 */
export function DuesPartsText({ parts, size }: { parts: DuesPartsView; size: MantineSize }) {
  const { t } = useTranslation('communities');
  if (parts.fines <= 0 && parts.earlier <= 0) return null;
  const named = [
    parts.fines > 0 ? t('dues.parts.fine', { amount: formatMoney(parts.fines) }) : null,
    parts.earlier > 0 ? t('dues.parts.earlier', { amount: formatMoney(parts.earlier) }) : null,
    parts.current > 0 ? t('dues.parts.current', { amount: formatMoney(parts.current) }) : null,
  ].filter((x) => x !== null);
  return (
    <Text size={size} c="dimmed" data-testid="dues-parts">
      {named.join(', ')}
    </Text>
  );
}

/** What a member must pay by this cycle's due date (red when some of it is late), nothing, or how far they paid ahead. */
export function DuesText({ dues, parts, size }: { dues: number; parts: DuesPartsView; size: MantineSize }) {
  const { t } = useTranslation('communities');
  if (dues > 0)
    return (
      <>
        <Text
          size={size}
          fw={700}
          c={parts.fines > 0 || parts.earlier > 0 ? 'var(--mantine-color-red-text)' : undefined}
        >
          {formatMoney(dues)}
        </Text>
        <DuesPartsText parts={parts} size="xs" />
      </>
    );
  return (
    <Text size={size} fw={600}>
      {dues < 0 ? t('list.paidAhead', { amount: formatMoney(-dues) }) : t('list.nothingDue')}
    </Text>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { formatAmount } from '../../lib/format';
import { AppModal } from '../../components/app-modal';
import { useTranslation } from '../../i18n/react';
import type { LoanRequestView } from '../../../shared/schemas/loans';
import { DANGER } from '../../components/danger-color';

export interface PendingDecision {
  request: LoanRequestView;
  decision: 'approve' | 'decline';
}

interface Props {
  pending: PendingDecision | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms an approval or a decline, showing the amount and the purpose (see docs/product/loans.md). */
export function DecisionDialog({ pending, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('loans');
  const approve = pending?.decision === 'approve';
  return (
    <AppModal
      opened={pending !== null}
      onClose={onCancel}
      title={approve ? t('admin.confirmApproveTitle') : t('admin.confirmDeclineTitle')}
    >
      {pending && (
        <Stack gap="sm">
          <Text fw={600}>{t('admin.confirmAmount', { amount: formatAmount(pending.request.amount) })}</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('admin.confirmPurpose', { purpose: pending.request.purpose })}
          </Text>
          <Text size="sm" c="dimmed">
            {approve
              ? t('admin.confirmApproveBody', {
                  name: pending.request.applicant,
                })
              : t('admin.confirmDeclineBody', {
                  name: pending.request.applicant,
                })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('admin.cancel')}
            </Button>
            <Button color={approve ? 'pamoja' : DANGER} loading={busy} onClick={onConfirm}>
              {approve ? t('admin.approve') : t('admin.decline')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}

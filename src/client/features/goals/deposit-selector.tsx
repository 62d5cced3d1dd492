import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { KesInput } from '../../components/forms/kes-input';

export const DEPOSIT_PRESETS = ['0', '100', '500', '1000'] as const;
export type DepositChoice = (typeof DEPOSIT_PRESETS)[number] | 'custom';

/** Deposit Amount: the presets 0, 100, 500, 1000, or Custom with its own box (see docs/product/goals.md). */
export function DepositSelector(props: {
  choice: DepositChoice;
  onChoice: (c: DepositChoice) => void;
  custom: string | number;
  onCustom: (v: string | number) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('goals');
  return (
    <Stack gap={6}>
      <Input.Label component="span" id="deposit-label" mb={0}>
        {t('add.deposit')}
      </Input.Label>
      <SegmentedControl
        aria-labelledby="deposit-label"
        fullWidth
        value={props.choice}
        onChange={(v) => props.onChoice(v as DepositChoice)}
        data={[...DEPOSIT_PRESETS.map((p) => ({ value: p, label: p })), { value: 'custom', label: t('add.custom') }]}
      />
      {props.choice === 'custom' && (
        <KesInput
          label={t('add.customAmount')}
          value={props.custom}
          onChange={props.onCustom}
          min={0}
          error={props.error}
        />
      )}
    </Stack>
  );
}

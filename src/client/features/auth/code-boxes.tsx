import { Group, PinInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/**
 * Six single-digit boxes (see docs/product/identity.md): typing moves on, backspace clears the box or steps back,
 * a pasted 6-digit code fills every box. Each box has its own label.
 */
export function CodeBoxes({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <Group justify="center" role="group" aria-label={t('code.group')}>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        autoFocus
        size="md"
        gap={6}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        getInputProps={(index) => ({ 'aria-label': t('code.digit', { n: index + 1 }) })}
      />
    </Group>
  );
}

import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A loan screen's KES amount: two decimals, never negative, the phone's decimal keypad. */
export function AmountInput(props: NumberInputProps) {
  return (
    <NumberInput min={0} decimalScale={2} allowNegative={false} hideControls inputMode="decimal" required {...props} />
  );
}

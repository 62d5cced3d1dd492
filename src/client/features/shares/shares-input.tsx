import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A number of shares: whole, at least one, "1,000" as typed, the phone's number keypad. */
export function SharesInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={1}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      inputMode="numeric"
      hideControls
      {...props}
    />
  );
}

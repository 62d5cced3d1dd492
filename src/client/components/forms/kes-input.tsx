import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A KES amount field: "KES 1,000.50" as typed, two decimals, never negative, the phone's decimal keypad. */
export function KesInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="KES "
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}

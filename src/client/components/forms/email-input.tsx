import { TextInput, type TextInputProps } from '@mantine/core';

/** An email address field: the phone's email keyboard and the browser's saved address. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" {...props} />;
}

import { Textarea, type TextareaProps } from '@mantine/core';

/** The required message of the Help and Feedback forms: four rows that grow with the text. */
export function MessageInput(props: TextareaProps) {
  return <Textarea required autosize minRows={4} {...props} />;
}

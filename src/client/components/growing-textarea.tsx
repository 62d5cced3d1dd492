import { Textarea, type TextareaProps } from '@mantine/core';

/** A text of a few sentences (a description, a reason, a message): two rows, or `minRows`, that grow with the text. */
export function GrowingTextarea(props: TextareaProps) {
  return <Textarea autosize minRows={2} {...props} />;
}

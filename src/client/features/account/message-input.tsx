import type { TextareaProps } from '@mantine/core';
import { GrowingTextarea } from '../../components/growing-textarea';

/** The required message of the Help and Feedback forms: four rows that grow with the text. */
export function MessageInput(props: TextareaProps) {
  return <GrowingTextarea required minRows={4} {...props} />;
}

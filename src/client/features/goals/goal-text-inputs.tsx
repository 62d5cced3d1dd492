import { type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { GrowingTextarea } from '../../components/growing-textarea';

/** A goal's title: required, at most 100 characters (the schema's limit). */
export function GoalTitleInput(props: TextInputProps) {
  return <TextInput required maxLength={100} {...props} />;
}

/** A goal's description: required, growing with its text from two rows, at most 1000 characters (the schema's limit). */
export function GoalDescriptionInput(props: TextareaProps) {
  return <GrowingTextarea required maxLength={1000} {...props} />;
}

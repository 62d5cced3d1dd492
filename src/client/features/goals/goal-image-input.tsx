import { FileInput, type FileInputProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A goal's picture: PNG, JPEG or WebP, and a way to clear the choice (add and edit forms). */
export function GoalImageInput(props: FileInputProps) {
  return (
    <FileInput accept="image/png,image/jpeg,image/webp" clearable leftSection={<IconPhoto size={18} />} {...props} />
  );
}

import { useState } from 'react';
import type { DialogProps } from './form-modal';

/**
 * Which of a page's dialogs is open (`null`: none; a name, or the row it is about) and the
 * `DialogProps` to mount it with: closing it, or closing it and passing its message to `onDone`.
 */
export function useDialog<T>(onDone: (message: string) => void) {
  const [open, setOpen] = useState<T | null>(null);
  const close = () => setOpen(null);
  const props: DialogProps = {
    onClose: close,
    onDone: (message) => {
      close();
      onDone(message);
    },
  };
  return { open, show: setOpen, props };
}

import { IconX } from '@tabler/icons-react';
import type { RefObject } from 'react';
import buttons from './buttons.module.css';

/** The × in a native dialog's head: closes `dialog` (its `close` event tells the owner). */
export function DialogCloseButton({ dialog, label }: { dialog: RefObject<HTMLDialogElement | null>; label: string }) {
  return (
    <button
      type="button"
      className={`${buttons.iconButton} ${buttons.subtle}`}
      aria-label={label}
      onClick={() => dialog.current?.close()}
    >
      <IconX size={20} aria-hidden="true" />
    </button>
  );
}

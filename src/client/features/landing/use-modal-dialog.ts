import { type RefObject, useEffect, useRef } from 'react';

/**
 * Shows a native <dialog> as a modal while `opened` is true. The browser does what a modal needs:
 * the top layer, the page behind made inert, focus moved in and given back, Escape to close (the
 * dialog's `close` event, which the caller turns into its own closed state).
 */
export function useModalDialog(opened: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return ref;
}

import { useEffect, useRef, useState } from 'react';
import { type Draft, forgetDraft, keepOnSignOut, peekDraft } from './signed-out';

/** The draft kept for the form `name` on this screen, to start from; forgotten once used. '' keeps nothing. */
export function useKeptDraft(name: string): Draft | null {
  const [draft] = useState(() => (name ? peekDraft(name) : null));
  useEffect(() => {
    if (name && draft) forgetDraft(name);
  }, [name, draft]);
  return draft;
}

/**
 * While mounted, `current()` is what the form `name` would keep if the session ended now (text, numbers,
 * choices: never a password or PIN). '' keeps nothing.
 */
export function useKeepOnSignOut(name: string, current: () => Draft | null): void {
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  useEffect(() => {
    if (!name) return undefined;
    return keepOnSignOut(name, () => latest.current());
  }, [name]);
}

import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * What a long screen draws below its first screenful: rendered in a transition once the rest of the
 * screen has been committed, so React renders it in slices that yield to the browser between them,
 * instead of inside the one long task in which the screen's data arriving renders the whole screen
 * (a store update, which React never slices). Nothing above it moves when it appears.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}

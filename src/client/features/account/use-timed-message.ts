import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  kind: 'success' | 'error';
  text: string;
}

/** A message that disappears by itself after `ms` (the account alerts last 3 seconds). */
export function useTimedMessage(ms = 3000) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (kind: TimedMessage['kind'], text: string) => {
      clearTimeout(timer.current);
      setMessage({ kind, text });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return { message, show, clear: () => setMessage(null) };
}

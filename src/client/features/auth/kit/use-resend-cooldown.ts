import { useCallback, useEffect, useState } from 'react';

export const RESEND_COOLDOWN_MS = 30_000;

const left = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Resend stays disabled for 30 seconds after each click or attempt (see docs/product/identity.md); it
 * starts cooling, as a code was just sent. `secondsLeft` counts the wait down for the screen.
 */
export function useResendCooldown() {
  const [until, setUntil] = useState(() => Date.now() + RESEND_COOLDOWN_MS);
  const [secondsLeft, setSecondsLeft] = useState(() => left(until));
  const start = useCallback(() => {
    const next = Date.now() + RESEND_COOLDOWN_MS;
    setUntil(next);
    setSecondsLeft(left(next));
  }, []);
  useEffect(() => {
    const timer = setInterval(() => {
      const s = left(until);
      setSecondsLeft(s);
      if (s === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return { coolingDown: secondsLeft > 0, secondsLeft, start };
}

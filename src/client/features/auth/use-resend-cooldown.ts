import { useCallback, useEffect, useRef, useState } from 'react';

export const RESEND_COOLDOWN_MS = 30_000;

/** Resend stays disabled for 30 seconds after each click or attempt (spec §4, §9); it starts cooling, as a code was just sent. */
export function useResendCooldown() {
  const [coolingDown, setCoolingDown] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setCoolingDown(true);
    timer.current = setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
  }, []);
  useEffect(() => {
    timer.current = setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer.current);
  }, []);
  return { coolingDown, start };
}

import { useLocation } from 'react-router';

/** The success sentence a screen was sent here with (`navigate(to, { state: { flash } })`), if any. */
export function useFlash(): string | null {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'flash' in state && typeof state.flash === 'string'
    ? state.flash
    : null;
}

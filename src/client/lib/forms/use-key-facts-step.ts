import { useState } from 'react';

/** What `submit` answers while the key facts are being shown: nothing was sent yet. */
export const SHOWING_KEY_FACTS = Symbol('showing key facts');

/**
 * The confirm step of a borrow form (docs/product/loans.md): the first submit fetches the server's quote for the
 * values and shows it; a second submit with the same values sends the request. Changing a value
 * takes the quote away, so what is confirmed is always what is sent.
 */
export function useKeyFactsStep<V, F>(keyOf: (values: V) => string, quote: (values: V) => Promise<F>) {
  const [shown, setShown] = useState<{ key: string; facts: F } | null>(null);
  return {
    /** The quote for these values, when it is on screen. */
    factsFor: (values: V): F | null => (shown && shown.key === keyOf(values) ? shown.facts : null),
    /** Shows the quote first; once shown for the same values, sends. */
    async submit<R>(values: V, send: (values: V) => Promise<R>): Promise<R | typeof SHOWING_KEY_FACTS> {
      const key = keyOf(values);
      if (shown?.key === key) return send(values);
      setShown({ key, facts: await quote(values) });
      return SHOWING_KEY_FACTS;
    },
    clear: () => setShown(null),
  };
}

import { useRef, useState } from 'react';

export type RequestState =
  { status: 'idle' } | { status: 'pending' } | { status: 'success' } | { status: 'error'; error: unknown };

/**
 * One call to the server from a landing form and where it stands (the landing shell has no query
 * cache). `reset` forgets the outcome, and the answer of a call made before it is ignored.
 */
export function useRequest<A>(send: (arg: A) => Promise<unknown>) {
  const [state, setState] = useState<RequestState>({ status: 'idle' });
  const latest = useRef(0);

  const run = (arg: A, onSuccess?: () => void) => {
    const call = ++latest.current;
    setState({ status: 'pending' });
    send(arg).then(
      () => {
        if (call !== latest.current) return;
        setState({ status: 'success' });
        onSuccess?.();
      },
      (error: unknown) => {
        if (call === latest.current) setState({ status: 'error', error });
      },
    );
  };

  const reset = () => {
    latest.current += 1;
    setState({ status: 'idle' });
  };

  return { state, run, reset };
}

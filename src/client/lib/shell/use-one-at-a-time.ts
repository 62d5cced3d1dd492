import {
  type DefaultError,
  type MutateOptions,
  useMutation,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/**
 * The one guard against a double tap (docs/decisions/061-client-busy-and-sessions.md): `run(work)` starts
 * `work` unless an earlier run has not finished, and `busy` is true from the tap until it has. The ref
 * answers at once, before React has drawn the button as busy, so a second tap in the same instant is
 * ignored rather than sent.
 */
export function useOneAtATime() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(<T>(work: () => Promise<T>): Promise<T> | null => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    return work().finally(() => {
      running.current = false;
      setBusy(false);
    });
  }, []);
  return { busy, run };
}

/**
 * A mutation whose `mutate` sends once at a time and whose `isPending` is true from the tap.
 * `mutateAsync` is TanStack's, for a form's submit: `useSchemaForm` already sends one at a time.
 */
export type OneAtATimeMutation<TData, TError, TVariables, TContext> = Omit<
  UseMutationResult<TData, TError, TVariables, TContext>,
  'mutate' | 'isPending'
> & {
  isPending: boolean;
  mutate: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => void;
};

/**
 * `useMutation` for every request that moves money or records a decision (accept, approve, confirm…):
 * TanStack's own `isPending` turns true only after a timer, so two quick taps would both be sent.
 * Here the second is ignored and the button is busy from the first tap until the answer.
 */
export function useOneAtATimeMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): OneAtATimeMutation<TData, TError, TVariables, TContext> {
  const { mutate: _unguarded, isPending, ...mutation } = useMutation(options);
  const { mutateAsync } = mutation;
  const { busy, run } = useOneAtATime();
  const mutate = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      // The failure is the mutation's `error` (and `onError`), as with TanStack's own `mutate`.
      void run(() => mutateAsync(variables, mutateOptions).catch(() => undefined));
    },
    [run, mutateAsync],
  );
  return { ...mutation, isPending: isPending || busy, mutate };
}

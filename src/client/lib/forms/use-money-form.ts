import { type IdempotencyHeaders, useIdempotencyKey } from '../use-idempotency-key';
import { type SchemaForm, type SchemaFormOptions, useSchemaForm } from './use-schema-form';

export type MoneyFormOptions<V extends Record<string, unknown>, R> = Omit<SchemaFormOptions<V, R>, 'submit'> & {
  /** The request, given the values and the `Idempotency-Key` header. */
  send: (values: V, headers: IdempotencyHeaders) => Promise<R>;
};

/**
 * A form that moves money: `useSchemaForm`, whose request (`send`) carries the form's idempotency key,
 * the same one until the server has answered (docs/decisions/025-client-forms.md).
 */
export function useMoneyForm<V extends Record<string, unknown>, R>({
  send,
  ...options
}: MoneyFormOptions<V, R>): SchemaForm<V> {
  const attempt = useIdempotencyKey();
  return useSchemaForm({ ...options, submit: (values) => attempt.send((headers) => send(values, headers)) });
}

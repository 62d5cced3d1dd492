import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

/** The support and feedback forms show the server's refusal as "Error: …", or their own text when it gave none. */
export function prefixedError(t: TFunction<'account'>, fallback: string) {
  return (err: unknown) =>
    err instanceof ApiError && err.message ? t('errorPrefix', { message: err.message }) : fallback;
}

import type { TFunction } from '../../i18n/translator';
import { ApiError } from '../../lib/api';

/** The support and feedback forms show the server's refusal as "Error: …", or their own text when it gave none. */
export function prefixedError(t: TFunction, fallback: string) {
  return (err: unknown) =>
    err instanceof ApiError && err.message ? t('errorPrefix', { message: err.message }) : fallback;
}

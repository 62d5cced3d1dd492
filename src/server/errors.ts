import type { LocalizedText } from '../shared/localized-text';
import { HTTP_TEXTS } from './http/http-texts';

/**
 * A refusal's words: a keyed text from the module's texts file, in both languages (decision 073);
 * a bare English sentence only where a module is not converted yet (i18n/swahili.ts still reads it).
 */
export type Refusal = LocalizedText | string;

/**
 * Expected failures. Each carries the HTTP status it maps to and a sentence a user can read;
 * the global error handler turns them into `{ message }` in the reader's language.
 */
export class AppError extends Error {
  /** The refusal in both languages, when it came from a texts file (`message` is its English). */
  readonly text: LocalizedText | undefined;
  constructor(
    readonly statusCode: number,
    message: Refusal,
    /** A stable machine-readable name, for clients that act on a refusal (not to translate it). */
    readonly code?: string,
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.text = typeof message === 'string' ? undefined : message;
    this.name = new.target.name;
  }
}

/** The base of the errors answered with `statusCode`: each names its status once. */
function withStatus(statusCode: number) {
  return class extends AppError {
    constructor(message: Refusal, code?: string) {
      super(statusCode, message, code);
    }
  };
}

export class BadRequestError extends withStatus(400) {}
export class UnauthorizedError extends withStatus(401) {
  constructor(message: Refusal = HTTP_TEXTS.logIn, code?: string) {
    super(message, code);
  }
}
export class ForbiddenError extends withStatus(403) {
  constructor(message: Refusal = HTTP_TEXTS.notAllowed, code?: string) {
    super(message, code);
  }
}
export class NotFoundError extends withStatus(404) {
  constructor(message: Refusal = HTTP_TEXTS.notFound, code?: string) {
    super(message, code);
  }
}
export class ConflictError extends withStatus(409) {}
/** The request changes something that may have moved meanwhile, and does not say which version it saw. */
export class PreconditionRequiredError extends withStatus(428) {}
/** A business rule refused the request (insufficient balance, over a limit). */
export class BusinessRuleError extends withStatus(422) {}
export class TooManyRequestsError extends withStatus(429) {
  constructor(message: Refusal = HTTP_TEXTS.tooManyAttempts, code?: string) {
    super(message, code);
  }
}

/** A user-owned ledger balance would have gone below zero. */
export class InsufficientFundsError extends BusinessRuleError {
  constructor(message: Refusal = HTTP_TEXTS.insufficientBalance) {
    super(message, 'insufficient_funds');
  }
}

/** A body whose length the route must know before reading it came without one. */
export class LengthRequiredError extends withStatus(411) {}
/** A body larger than the route takes, or an upload over the user's storage quota. */
export class PayloadTooLargeError extends withStatus(413) {}
/** A body of a kind the route does not take (a form with files where JSON is expected). */
export class UnsupportedMediaTypeError extends withStatus(415) {}

/**
 * Expected failures. Each carries the HTTP status it maps to and a sentence a user can read;
 * the global error handler turns them into `{ message }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable machine-readable name, for clients that translate messages. */
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The base of the errors answered with `statusCode`: each names its status once. */
function withStatus(statusCode: number) {
  return class extends AppError {
    constructor(message: string, code?: string) {
      super(statusCode, message, code);
    }
  };
}

export class BadRequestError extends withStatus(400) {}
export class UnauthorizedError extends withStatus(401) {
  constructor(message = 'Please log in to continue.', code?: string) {
    super(message, code);
  }
}
export class ForbiddenError extends withStatus(403) {
  constructor(message = 'You are not allowed to do that.', code?: string) {
    super(message, code);
  }
}
export class NotFoundError extends withStatus(404) {
  constructor(message = 'Not found.', code?: string) {
    super(message, code);
  }
}
export class ConflictError extends withStatus(409) {}
/** The request changes something that may have moved meanwhile, and does not say which version it saw. */
export class PreconditionRequiredError extends withStatus(428) {}
/** A business rule refused the request (insufficient balance, over a limit). */
export class BusinessRuleError extends withStatus(422) {}
export class TooManyRequestsError extends withStatus(429) {
  constructor(message = 'Too many attempts. Please wait a moment and try again.', code?: string) {
    super(message, code);
  }
}

/** A user-owned ledger balance would have gone below zero. */
export class InsufficientFundsError extends BusinessRuleError {
  constructor(message = 'Insufficient balance.') {
    super(message, 'insufficient_funds');
  }
}

/** A body whose length the route must know before reading it came without one. */
export class LengthRequiredError extends withStatus(411) {}
/** A body larger than the route takes, or an upload over the user's storage quota. */
export class PayloadTooLargeError extends withStatus(413) {}
/** A body of a kind the route does not take (a form with files where JSON is expected). */
export class UnsupportedMediaTypeError extends withStatus(415) {}

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

export class BadRequestError extends AppError {
  constructor(message: string, code?: string) {
    super(400, message, code);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue.', code?: string) {
    super(401, message, code);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.', code?: string) {
    super(403, message, code);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code?: string) {
    super(404, message, code);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code?: string) {
    super(409, message, code);
  }
}
/** The request changes something that may have moved meanwhile, and does not say which version it saw. */
export class PreconditionRequiredError extends AppError {
  constructor(message: string, code?: string) {
    super(428, message, code);
  }
}
/** A business rule refused the request (insufficient balance, over a limit). */
export class BusinessRuleError extends AppError {
  constructor(message: string, code?: string) {
    super(422, message, code);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many attempts. Please wait a moment and try again.', code?: string) {
    super(429, message, code);
  }
}

/** A user-owned ledger balance would have gone below zero. */
export class InsufficientFundsError extends BusinessRuleError {
  constructor(message = 'Insufficient balance.') {
    super(message, 'insufficient_funds');
  }
}

/** A body whose length the route must know before reading it came without one. */
export class LengthRequiredError extends AppError {
  constructor(message: string, code?: string) {
    super(411, message, code);
  }
}
/** A body larger than the route takes, or an upload over the user's storage quota. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string, code?: string) {
    super(413, message, code);
  }
}
/** A body of a kind the route does not take (a form with files where JSON is expected). */
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, code?: string) {
    super(415, message, code);
  }
}

/** Daraja answered with an error body: the request was refused and nothing happened. */
export class DarajaError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    readonly errorMessage: string,
    readonly requestId: string | undefined,
  ) {
    super(`Daraja ${httpStatus} ${errorCode}: ${errorMessage}`);
    this.name = 'DarajaError';
  }

  /** STK push query's "still waiting for the customer" answer. */
  get stillProcessing(): boolean {
    return this.errorCode === '500.001.1001';
  }
}

/** Daraja could not be reached or answered something unreadable: the outcome is unknown. */
export class DarajaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DarajaUnavailableError';
  }
}

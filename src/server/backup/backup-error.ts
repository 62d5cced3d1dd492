/** A backup or restore that cannot be done, with a sentence for the operator (printed without a stack). */
export class BackupError extends Error {}

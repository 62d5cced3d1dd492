const DAY_MS = 24 * 60 * 60 * 1000;

/** When a registration begun at `startedAt` is erased if it is still incomplete (REGISTRATION_PURGE_DAYS). */
export function purgeAt(startedAt: Date, purgeDays: number): Date {
  return new Date(startedAt.getTime() + purgeDays * DAY_MS);
}

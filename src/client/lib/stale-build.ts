/**
 * After a deploy, a page opened on the old build may ask for a chunk (a screen, a dialog, a menu)
 * that only the old build had: the service worker has already swapped its cache for the new build's
 * files (`skipWaiting`, `cleanupOutdatedCaches`), and the server no longer has the old names. The
 * import fails. Reloading gets the new build, and the chunk under its new name. The page reloads
 * once for this reason; if the chunk still fails within `RETRY_WINDOW_MS` (the server or the network
 * is down, not a new build), the error screen shows, so it never reloads in a loop.
 */

const KEY = 'pamoja.staleBuildReloadAt';
export const RETRY_WINDOW_MS = 30_000;

/** The browsers' words for a module script or a chunk's stylesheet that could not be fetched. */
const CHUNK_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

function lastReloadAt(storage: Storage): number {
  const at = Number(storage.getItem(KEY));
  return Number.isFinite(at) ? at : 0;
}

/** Whether `error` is a chunk that failed to load and the page has not just reloaded for one. */
export function shouldReloadForNewBuild(error: unknown, storage: Storage = sessionStorage, now = Date.now()): boolean {
  return isChunkLoadError(error) && now - lastReloadAt(storage) > RETRY_WINDOW_MS;
}

/** Reloads the page for the new build, noting when, so that a second failure shows the error screen. */
export function reloadForNewBuild(storage: Storage = sessionStorage, now = Date.now()): void {
  storage.setItem(KEY, String(now));
  window.location.reload();
}

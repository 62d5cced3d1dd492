import { describe, expect, it } from 'vitest';
import { isChunkLoadError, RETRY_WINDOW_MS, shouldReloadForNewBuild } from './stale-build';

/** A sessionStorage of its own per test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('a chunk the old build named', () => {
  it("is recognised by each browser's words, and nothing else is", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://pamoja.example/assets/savings-page-abc123.js',
      'error loading dynamically imported module: https://pamoja.example/assets/savings-page-abc123.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/savings-page-abc123.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the page once per retry window', () => {
    const storage = memoryStorage();
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const now = 1_800_000_000_000;
    expect(shouldReloadForNewBuild(failed, storage, now)).toBe(true);
    storage.setItem('pamoja.staleBuildReloadAt', String(now));
    expect(shouldReloadForNewBuild(failed, storage, now + 1_000)).toBe(false);
    expect(shouldReloadForNewBuild(failed, storage, now + RETRY_WINDOW_MS + 1)).toBe(true);
    expect(shouldReloadForNewBuild(new Error('a bug'), memoryStorage(), now)).toBe(false);
  });

  it('treats an unreadable note as no earlier reload', () => {
    const storage = memoryStorage();
    storage.setItem('pamoja.staleBuildReloadAt', 'garbage');
    expect(shouldReloadForNewBuild(new TypeError('Importing a module script failed.'), storage, 1_000_000)).toBe(true);
  });
});

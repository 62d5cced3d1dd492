/**
 * Registers the service worker of a production build (vite-plugin-pwa writes /sw.js). It precaches
 * the app shell and never caches API answers; a new build's worker takes over at once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}

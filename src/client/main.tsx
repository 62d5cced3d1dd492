import { signedInHome } from './lib/session';
import { registerServiceWorker } from './pwa/register';

/**
 * The entry: a few lines that pick a shell. The public landing page `/` gets a shell of React and
 * our words' runtime only (docs/decisions/009-landing-shell.md, 110); every other path gets the full app
 * (Mantine, React Router, TanStack Query). Both are precached by the service worker. A signed-in
 * person opening `/` (the installed app starts there) goes straight to their home (decision 039).
 */
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

const home = window.location.pathname === '/' ? signedInHome() : null;
if (home) window.history.replaceState(null, '', home);
// Two statements, not one conditional import: the build must not preload the app shell's chunks for
// the landing page (it did, when both imports shared one expression).
if (window.location.pathname === '/') {
  void import('./app/landing-shell').then((m) => m.start(root));
} else {
  // Every other screen: its chunks, words and data start loading first (app/warm-up.ts, a small chunk
  // of its own: it knows every route's chunks, which the landing page has no use for), then the shell
  // runs. In that order because the shell's evaluation is one long task: begun first, it held the
  // warm-up's requests back until it ended (decision 051). The shell's files are already on their way
  // (index.html names them), and it starts even if the warm-up could not load. The shell's first render
  // waits for the words the warm-up asked for (decision 052).
  void import('./app/warm-up')
    .then((m) => m.warmUp(window.location.pathname).namespaces)
    .catch(() => [])
    .then(async (namespaces) => (await import('./app/app-shell')).start(root, namespaces));
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellPreload } from './scripts/app-shell-preload';
import { bootShell } from './scripts/boot-shell';
import { landingPrerender } from './scripts/landing-prerender';
import { mantineComponentCss } from './scripts/mantine-css';

/**
 * The PWA: a web manifest and a service worker that precaches the app shell and static files and
 * serves index.html to navigations when offline. No runtime caching: API answers (with money in
 * them) always come from the network. The worker is registered by src/client/pwa/register.ts.
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'favicon-32.png', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'Pamoja',
    short_name: 'Pamoja',
    description: 'Save Together, Prosper Together.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0b6e4f',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2}'],
    navigateFallback: '/index.html',
    // `/` is the prerendered landing page (scripts/landing-prerender.ts), as the server sends it.
    directoryIndex: 'landing.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/mpesa\//, /^\/healthz/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

const SEP = String.raw`[\\/]`;

/** A test for module ids: these Mantine components (their modules and stylesheets) and these packages. */
function modules(components: string[], packages: string[]): RegExp {
  const names = components.join('|');
  const mantine = `@mantine${SEP}core${SEP}(esm${SEP}components${SEP}(${names})${SEP}|styles${SEP}(${names})\\.layer\\.css$)`;
  return new RegExp(`${mantine}|node_modules${SEP}(${packages.join('|')})${SEP}`);
}

/** Form inputs: what the sign-in, registration and money forms need, and the home screen does not. */
const FORMS = modules(
  [
    ...['Input', 'InputBase', 'TextInput', 'PasswordInput', 'NumberInput', 'Textarea', 'PinInput', 'FileInput'],
    ...['FileButton', 'NativeSelect', 'Checkbox', 'Switch', 'Radio', 'Rating', 'SegmentedControl', 'FloatingIndicator'],
    'ColorSwatch',
  ],
  ['react-number-format', 'react-textarea-autosize', String.raw`@mantine${SEP}form`],
);
/** What floats or scrolls (popovers, menus, tooltips, dialogs, selects, tables and their scroll areas). */
const OVERLAYS = modules(
  [
    ...['Popover', 'Tooltip', 'Menu', 'Modal', 'ModalBase', 'Drawer', 'FocusTrap', 'ScrollArea', 'Select', 'Combobox'],
    'Table',
  ],
  [
    ...['@floating-ui', 'react-remove-scroll', 'react-remove-scroll-bar', 'react-style-singleton', 'use-callback-ref'],
    ...['use-sidecar', 'get-nonce', 'tslib'],
  ],
);
/**
 * What frames or folds without floating: the console's shell, burger and sidebar links, and the
 * accordions (the sidebar links fold with Accordion's chevron and Collapse). Not in `app-overlays`:
 * the console's dashboard needs none of floating-UI, whose code is half of that chunk (decision 052).
 */
const FRAME_COMPONENTS = modules(['AppShell', 'Burger', 'NavLink', 'Accordion', 'Collapse'], []);
/** Accordion's chevron, which Menu's sub-items use too: a small icon, in `app-libs`, so that neither group loads the other. */
const CHEVRON = /AccordionChevron\.mjs$/;
const inFrame = (id: string): boolean => FRAME_COMPONENTS.test(id) && !CHEVRON.test(id);
/** Everything else of Mantine, React Router, TanStack Query and their helpers: what every screen renders. */
const LIBS =
  /node_modules[\\/](@mantine[\\/](core|hooks|notifications|store)|react-router|@tanstack|clsx|react-transition-group|cookie|set-cookie-parser)[\\/]/;

/** A module id as a file path, without a query (`?used`, `?inline`). */
const filePath = (id: string): string => id.split('?')[0]!;

/** Our modules: what the chunk groups below take from src/client (and src/shared). */
const MODULE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/**
 * Our modules in a chunk group, by folder (decision 075): a folder under src/client (`../shared/` for
 * src/shared) gives the group every module directly in it, not its subfolders; `except` takes files
 * back (only src/shared's, which the server shares and so cannot move, and the lazily loaded
 * password checker). A module joins a group by moving into its folder, and leaves it by moving out.
 * A folder that is missing or has no module, or an `except` file that is missing, stops the build:
 * a rename or a move cannot empty a group, or quietly keep a file out of one, unnoticed.
 */
function ours(group: string, folders: string[], except: string[] = []): (id: string) => boolean {
  const client = path.resolve(import.meta.dirname, 'src', 'client');
  const fail = (what: string): never => {
    throw new Error(`vite.config.ts: the chunk group '${group}' ${what}`);
  };
  const taken = folders.map((folder) => {
    const at = path.resolve(client, folder);
    if (!folder.endsWith('/') || !existsSync(at) || !statSync(at).isDirectory()) {
      fail(`names ${folder}, which is not a folder in src/client`);
    }
    if (!readdirSync(at).some((name) => MODULE.test(name) && !TEST.test(name))) {
      fail(`names ${folder}, which has no module`);
    }
    return at;
  });
  const left = except.map((file) => {
    const at = path.resolve(client, file);
    if (!existsSync(at) || !statSync(at).isFile()) fail(`keeps out ${file}, which is not a file in src/client`);
    return at;
  });
  return (id) => {
    const file = path.normalize(filePath(id));
    return MODULE.test(file) && taken.includes(path.dirname(file)) && !left.includes(file);
  };
}

/**
 * `app-libs`' own modules: our small components (`components/shell/`) and hooks (`lib/shell/`) that
 * many screens render and that use nothing beyond `app-libs` (no input, no overlay, no schema): in
 * `app-libs` rather than a chunk of a few hundred bytes each, one more request per screen (decision
 * 051). Adding an input or overlay import to one of them would put that group on every screen:
 * `e2e/first-load.spec.ts` fails if the home screen loads it.
 */
const SHELL_OWN = ours('app-libs', ['components/shell/', 'lib/shell/']);
/** Our form plumbing (`lib/forms/`) and inputs (`components/forms/`), which only a screen with inputs uses: with the inputs, not one request each (decision 051). */
const FORMS_OWN = ours('app-forms', ['lib/forms/', 'components/forms/']);
/** What the sign-in, registration and reset screens share (`features/auth/kit/`; no schema: that stays with zod). */
const AUTH_KIT = ours('auth-kit', ['features/auth/kit/']);

/**
 * Our framework-free modules (the top of `lib/` and of `src/shared/`: the API client, session,
 * formats, money, Nairobi time; `i18n/`; `components/core/`: the offline notice, the segmented radio
 * and the language switch) and the icons: small, used by most screens, the landing page included, and
 * importing nothing but React. One chunk, `app-core`, instead of one request each (decision 051). Not
 * the modules that bring a library of their own (the password checker, zod's messages), nor those
 * that use the query cache or Mantine (`SHELL_OWN`).
 */
const CORE_OWN = ours(
  'app-core',
  ['lib/', '../shared/', 'i18n/', 'components/core/'],
  ['lib/password-strength.ts', '../shared/password-strength.ts', '../shared/validation-messages.ts'],
);
const CORE = (id: string): boolean => /node_modules[\\/]@tabler[\\/]icons-react[\\/]/.test(id) || CORE_OWN(id);

/**
 * Shared chunks instead of dozens of small ones (decisions 045, 050, 051 and 052): `react` (React, which
 * the landing page needs too); `app-core` (above); `app-libs`, what every other screen
 * renders; `app-forms`, the inputs; `app-frame`, the console's frame and the accordions;
 * `app-overlays`, what floats or scrolls; `auth-kit`, what the auth screens share. A screen loads only
 * the groups it uses: the home screen neither the inputs nor the floating-UI library. A group also
 * takes what its modules import (Rolldown's default) unless a group of higher priority has it, so the
 * order matters: `app-core` above `app-libs`, or the icons' shared helper would follow the shell's
 * icons into `app-libs` and the landing page would load it; `app-forms` before `app-overlays`, or the
 * check icon Combobox shares with Checkbox would make every form load the overlays; `app-frame` before
 * `app-overlays`, or the sidebar would load the overlays for the Collapse it shares with Accordion.
 * Libraries only some screens use (zod, dayjs, the password checker) stay with those screens.
 */
const CHUNK_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 5,
  },
  { name: 'app-core', test: CORE, priority: 4 },
  {
    name: 'app-libs',
    test: (id: string) => (LIBS.test(id) && !FORMS.test(id) && !OVERLAYS.test(id) && !inFrame(id)) || SHELL_OWN(id),
    priority: 3,
  },
  { name: 'app-forms', test: (id: string) => FORMS.test(id) || FORMS_OWN(id), priority: 2 },
  { name: 'app-frame', test: inFrame, priority: 1.5 },
  { name: 'app-overlays', test: OVERLAYS, priority: 1 },
  { name: 'auth-kit', test: AUTH_KIT, priority: 0 },
];

const dist = path.resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');
const prerenderDir = path.join(dist, 'prerender');

/**
 * Two builds (npm run build:client): `vite build --ssr` of the landing page's prerender entry into
 * <dist>/prerender, then the client build, whose landing-prerender plugin writes landing.html from it
 * (docs/decisions/040-landing-prerender.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild
    ? [react()]
    : [mantineComponentCss(), react(), landingPrerender(prerenderDir), appShellPreload(), bootShell(), pwa],
  // The footer's year in the prerendered HTML, which the client reads while hydrating.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: isSsrBuild
    ? {
        outDir: prerenderDir,
        emptyOutDir: true,
        sourcemap: false,
      }
    : {
        outDir: path.join(dist, 'client'),
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 900,
        rollupOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/superadmin/': {
        target: 'http://127.0.0.1:3000',
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
      '/loans/': 'http://127.0.0.1:3000',
      '/mpesa/': 'http://127.0.0.1:3000',
    },
  },
}));

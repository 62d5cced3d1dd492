// Bundles the server into dist/server/main.js; npm packages stay external and load from node_modules.
// Then makes dist/pglite-template, the migrated database a new data directory starts from (decision 106).
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';

const dist = process.env.DIST_DIR ?? 'dist';
const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

await build({ ...options, entryPoints: ['src/server/main.ts'], outfile: `${dist}/server/main.js` });
const templateMaker = `${dist}/server/pglite-template.js`;
await build({ ...options, entryPoints: ['src/server/db/pglite-template-cli.ts'], outfile: templateMaker });
await import(pathToFileURL(templateMaker).href);

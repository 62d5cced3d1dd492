import { pgliteTemplateDir, writePgliteTemplate } from './pglite-template';

/** `npm run build:server` runs this (bundled): the build's migrated PGlite database (decision 106). */
await writePgliteTemplate(pgliteTemplateDir(process.env.DIST_DIR ?? 'dist'));

import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { openPglite } from './client';
import { type Migration, migrate, migrationsHash, readMigrations } from './migrate';
import { projectRoot } from '../project-root';

/**
 * The build's migrated PGlite database (decision 106). A fresh data directory spends most of its
 * first start in PGlite's initdb and in the migrations; `npm run build` does both once, here, and
 * a start on an empty data directory copies the result instead — only when it was migrated from
 * exactly the repo's migrations, which the manifest beside it names.
 */

const MANIFEST = 'migrations.json';

/** The template folder of the build in `distDir` (DIST_DIR, relative to the project root unless absolute). */
export function pgliteTemplateDir(distDir: string): string {
  return path.resolve(projectRoot(), distDir, 'pglite-template');
}

/** The template's data directory, inside its folder `dir`. */
export function templateDataDir(dir: string): string {
  return path.join(dir, 'db');
}

const manifestSchema = z.object({ migrations: z.array(z.string()), sha256: z.string() });
type Manifest = z.infer<typeof manifestSchema>;

function manifestOf(migrations: Migration[]): Manifest {
  return { migrations: migrations.map((m) => m.name), sha256: migrationsHash(migrations) };
}

/**
 * Makes the template in `dir` (replacing any): a PGlite database with every migration applied,
 * closed. It is made beside `dir` and moved into place once whole, so a start meanwhile never finds
 * one half made (only the previous one, or none for the instant between removing it and the move).
 */
export async function writePgliteTemplate(dir: string): Promise<void> {
  const building = `${dir}.building`;
  await rm(building, { recursive: true, force: true });
  const manifest = manifestOf(await readMigrations());
  const database = await openPglite(templateDataDir(building));
  try {
    const applied = await migrate(database);
    // Migrations edited while this ran would make a manifest that lies about the database.
    if (applied.join('\n') !== manifest.migrations.join('\n'))
      throw new Error('the migrations changed during the build');
  } finally {
    await database.close();
  }
  // Written last: a build stopped half way leaves no manifest, so no template anyone would use.
  await writeFile(path.join(building, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
}

/** Why the template in `dir` must not seed a database for `migrations`, or undefined when it may. */
export async function templateRefusal(dir: string, migrations: Migration[]): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST), 'utf8');
  } catch {
    return `no template in ${dir} (npm run build makes it)`;
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    return `the template's ${MANIFEST} is unreadable`;
  }
  const wanted = manifestOf(migrations);
  if (manifest.migrations.join('\n') !== wanted.migrations.join('\n')) {
    return `the template holds ${manifest.migrations.length} migrations (last ${manifest.migrations.at(-1) ?? 'none'}), the repo has ${wanted.migrations.length} (last ${wanted.migrations.at(-1) ?? 'none'})`;
  }
  if (manifest.sha256 !== wanted.sha256) return 'a migration was edited since the template was built';
  return undefined;
}

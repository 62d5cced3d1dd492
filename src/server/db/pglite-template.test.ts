import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { openDatabase } from '../server';
import { testConfig } from '../testing/test-server';
import { type Database, openPglite } from './client';
import { migrate, readMigrations } from './migrate';
import { pgliteTemplateDir, templateDataDir, templateRefusal, writePgliteTemplate } from './pglite-template';
import { col, queryRows } from './typed-rows';

/** A new data directory from the build's migrated template (decision 106), and when it must not be used. */
let root: string;
let dist: string;
let template: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pamoja-template-'));
  dist = path.join(root, 'dist');
  template = pgliteTemplateDir(dist);
  await writePgliteTemplate(template);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Everything the migrations make, as sorted text: tables, columns, constraints, indexes, views, functions, triggers, sequences, and the migrations recorded. */
async function schemaOf(database: Database): Promise<string[]> {
  const rows = await queryRows(
    database.db,
    z.object({ item: col.text }),
    sql`SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || COALESCE(column_default, '') AS item
          FROM information_schema.columns WHERE table_schema = 'public'
        UNION ALL
        SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
          FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        UNION ALL
        SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
        UNION ALL
        SELECT 'view ' || viewname || ' ' || definition FROM pg_views WHERE schemaname = 'public'
        UNION ALL
        SELECT 'function ' || pg_get_functiondef(oid) FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND prokind = 'f'
        UNION ALL
        SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
        UNION ALL
        SELECT 'sequence ' || sequencename || ' ' || data_type::text || ' ' || increment_by FROM pg_sequences WHERE schemaname = 'public'
        UNION ALL
        SELECT 'migration ' || name FROM schema_migrations`,
  );
  return rows.map((r) => r.item).sort();
}

async function newDataDir(): Promise<string> {
  const dir = path.join(await mkdtemp(path.join(root, 'data-')), 'db');
  await mkdir(dir);
  return dir;
}

describe('the PGlite template', () => {
  it('gives a new data directory the same schema as migrating from scratch, with nothing left to migrate', async () => {
    expect(await templateRefusal(template, await readMigrations())).toBeUndefined();
    const fromScratch = await openPglite(undefined);
    const fromTemplate = await openPglite(await newDataDir(), { template: templateDataDir(template) });
    try {
      expect(await migrate(fromScratch)).not.toHaveLength(0);
      expect(fromTemplate.origin).toBe('template');
      expect(await migrate(fromTemplate)).toEqual([]);
      const schema = await schemaOf(fromTemplate);
      expect(schema.filter((item) => item.startsWith('trigger '))).not.toHaveLength(0);
      expect(schema).toEqual(await schemaOf(fromScratch));
    } finally {
      await fromScratch.close();
      await fromTemplate.close();
    }
  });

  it('is used by a start on an empty data directory, never on one that holds anything', async () => {
    const config = testConfig(path.dirname(await newDataDir()), { DIST_DIR: dist });
    const started = await openDatabase(config);
    await started.close();
    expect(started.origin).toBe('template');
    const restarted = await openDatabase(config);
    await restarted.close();
    expect(restarted.origin).toBe('existing');

    // A folder with anything in it (a user's file, a half-made database) is left as it is.
    const busy = await newDataDir();
    await writeFile(path.join(busy, 'note.txt'), 'mine');
    const opened = await openPglite(busy, { template: templateDataDir(template) });
    try {
      expect(opened.origin).toBe('existing');
      const [copied] = await queryRows(
        opened.db,
        z.object({ migrated: col.boolean }),
        sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS migrated`,
      );
      expect(copied?.migrated).toBe(false);
    } finally {
      await opened.close();
    }
    expect(await readFile(path.join(busy, 'note.txt'), 'utf8')).toBe('mine');
    expect(existsSync(`${busy}.seeding`)).toBe(false);
  });

  it('is not used when its migrations differ from the repo’s: the start migrates from scratch', async () => {
    const migrations = await readMigrations();
    const last = migrations.at(-1);
    if (!last) throw new Error('no migrations');
    expect(await templateRefusal(template, migrations.slice(0, -1))).toMatch(/the template holds \d+ migrations/);
    expect(await templateRefusal(template, [...migrations, { name: '9999_later.sql', text: 'SELECT 1;' }])).toMatch(
      /the repo has \d+/,
    );
    const edited = [...migrations.slice(0, -1), { ...last, text: `${last.text}\n-- edited\n` }];
    expect(await templateRefusal(template, edited)).toMatch(/edited since the template was built/);
    expect(await templateRefusal(path.join(root, 'nowhere'), migrations)).toMatch(/no template/);

    // A build whose template holds one migration fewer than the repo: a start does not copy it.
    const staleDist = path.join(root, 'stale-dist');
    const stale = pgliteTemplateDir(staleDist);
    await mkdir(stale, { recursive: true });
    const manifest = z
      .object({ migrations: z.array(z.string()), sha256: z.string() })
      .parse(JSON.parse(await readFile(path.join(template, 'migrations.json'), 'utf8')));
    await writeFile(
      path.join(stale, 'migrations.json'),
      JSON.stringify({ ...manifest, migrations: manifest.migrations.slice(0, -1) }),
    );
    await mkdir(templateDataDir(stale));
    await writeFile(path.join(templateDataDir(stale), 'PG_VERSION'), 'not a database');
    const dataDir = await newDataDir();
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => lines.push(line) });
    const database = await openDatabase(testConfig(path.dirname(dataDir), { DIST_DIR: staleDist }), log);
    try {
      expect(database.origin).toBe('new');
      expect(lines.join('')).toContain('migrating from scratch');
      expect(lines.join('')).toContain(`the template holds ${migrations.length - 1} migrations`);
      expect(await migrate(database)).toHaveLength(migrations.length);
    } finally {
      await database.close();
    }
  });
});

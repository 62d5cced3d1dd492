import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { type Clock, type AppContext, systemClock } from './context';
import { type Database, openPglite, openPostgres } from './db/client';
import { migrate, readMigrations } from './db/migrate';
import { pgliteTemplateDir, templateDataDir, templateRefusal } from './db/pglite-template';
import { startJobs } from './jobs/runner';
import { createLogger, type Logger } from './logger';
import { closeWithin } from './http/close-within';
import { createMailer } from './mail/mailer';
import { modules } from './modules';
import { startupTimer } from './startup-timer';

export interface StartOptions {
  config: Config;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: Database;
  clock?: Clock;
  log?: Logger;
  /** Where the app's own log goes when no `log` is given (stdout by default; tests read it). */
  logDestination?: DestinationStream;
  serveClient?: boolean;
}

/** How long a close waits for the requests in flight before it cuts their connections. */
const CLOSE_GRACE_MS = 10_000;

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  /**
   * Stops jobs, stops accepting, finishes the requests in flight (cutting any still open after 10 s),
   * closes mail and (when it opened it) the database.
   */
  close(): Promise<void>;
}

/**
 * Opens the configured database. A new (empty) PGlite data directory starts as a copy of the
 * build's migrated template when that was migrated from exactly the repo's migrations (decision
 * 106); otherwise PGlite makes a new database and the migrations run from scratch, which `log` tells.
 */
export async function openDatabase(config: Config, log?: Logger): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, config.databasePoolSize, {
      connectMs: config.databaseConnectTimeoutMs,
      statementMs: config.databaseStatementTimeoutMs,
    });
  }
  const template = pgliteTemplateDir(config.distDir);
  const refusal = await templateRefusal(template, await readMigrations());
  const database = await openPglite(
    path.join(config.dataDir, 'db'),
    refusal ? {} : { template: templateDataDir(template) },
  );
  if (database.origin === 'new' && refusal) {
    log?.info({ reason: refusal }, "new data directory: migrating from scratch, not from the build's template");
  }
  return database;
}

/** Opens everything, applies migrations, builds the app and listens. */
export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const { config } = opts;
  const timer = startupTimer();
  const log = opts.log ?? createLogger(config.logLevel, opts.logDestination);
  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await openDatabase(config, log));
  timer.phase('database_open_ms');
  await migrate(database);
  timer.phase('migrate_ms');
  let boundUrl = config.publicUrl ?? `http://${config.host}:${config.port}`;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mail: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    clock: opts.clock ?? systemClock,
    log,
    publicUrl: () => config.publicUrl ?? boundUrl,
  };
  timer.phase('mailer_ms');
  try {
    for (const mod of modules) {
      if (!mod.onStart) continue;
      await mod.onStart(ctx);
      timer.phase(`on_start_${mod.name}_ms`);
    }
  } catch (err) {
    // A start-up refusal (a superadmin that must not be promoted) leaves nothing open behind it.
    ctx.mail.close();
    if (ownsDatabase) await database.close();
    throw err;
  }
  const app = await buildApp(ctx, { serveClient: opts.serveClient ?? false });
  timer.phase('build_app_ms');
  await app.listen({ port: config.port, host: config.host });
  timer.phase('listen_ms');
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    boundUrl = `http://${host}:${address.port}`;
  }
  const stopJobs = config.jobsEnabled
    ? startJobs(
        ctx,
        modules.flatMap((m) => m.jobs ?? []),
      )
    : async () => undefined;
  timer.phase('jobs_ms');
  const copied = database.templateCopyMs !== undefined ? { template_copy_ms: database.templateCopyMs } : {};
  log.info({ startup: { ...timer.done(), ...copied, database: database.origin ?? database.kind } }, 'startup');
  return {
    app,
    ctx,
    url: boundUrl,
    async close() {
      await stopJobs();
      if (await closeWithin(app, CLOSE_GRACE_MS)) {
        log.warn(
          { graceMs: CLOSE_GRACE_MS },
          'close: requests still in flight after the grace; their connections were cut',
        );
      }
      ctx.mail.close();
      if (ownsDatabase) await database.close();
    },
  };
}

import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every domain module gets: configuration, the database, mail, the clock and the log. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  clock: Clock;
  log: Logger;
  /** PUBLIC_URL, or the address the server is bound to when none is configured. */
  publicUrl(): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

import { z } from 'zod';

/**
 * Environment variables, read once at start-up (DESIGN §2). An invalid value stops the server
 * with one line naming the variable and what it must be.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Pamoja <no-reply@pamoja.local>'),
  SUPERADMIN_EMAIL: z.email().optional(),
  SUPERADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  MPESA_MODE: z.enum(['simulator', 'daraja']).default('simulator'),
  MPESA_BASE_URL: z.url().optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).default('simulator-key'),
  MPESA_CONSUMER_SECRET: z.string().min(1).default('simulator-secret'),
  MPESA_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be 5 to 7 digits').default('174379'),
  MPESA_PASSKEY: z.string().min(1).default('simulator-passkey'),
  MPESA_B2C_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be 5 to 7 digits').default('600000'),
  MPESA_B2C_INITIATOR: z.string().min(1).default('simulator-initiator'),
  MPESA_B2C_SECURITY_CREDENTIAL: z.string().min(1).default('simulator-credential'),
  MPESA_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  INTEREST_RATE_ANNUAL: z.coerce.number().min(0).max(1).default(0.1),
  DEFAULT_LOAN_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_IP_MAX: positiveInt.default(30),
  JOBS_ENABLED: bool.default(true),
  DIST_DIR: z.string().min(1).default('dist'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this instance may open (more than the HTTP concurrency it expects). */
  databasePoolSize: number;
  /** Base for links in mail, referral links and M-Pesa callbacks; set from the bound address when not configured. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  superadmin: { email: string | undefined; password: string | undefined };
  mpesa: {
    mode: 'simulator' | 'daraja';
    baseUrl: string | undefined;
    consumerKey: string;
    consumerSecret: string;
    shortcode: string;
    passkey: string;
    b2cShortcode: string;
    b2cInitiator: string;
    b2cSecurityCredential: string;
    simulatorDelayMs: number;
  };
  interestRateAnnual: number;
  /** Loan limit of a new user, in KES. */
  defaultLoanLimit: number;
  logLevel: string;
  rateLimitIpMax: number;
  jobsEnabled: boolean;
  /** Where the build is (client in DIST_DIR/client), relative to the project root unless absolute. */
  distDir: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (e.MPESA_MODE === 'daraja' && !e.MPESA_BASE_URL) {
    throw new ConfigError('Invalid configuration: MPESA_BASE_URL must be set when MPESA_MODE is daraja');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    superadmin: { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD },
    mpesa: {
      mode: e.MPESA_MODE,
      baseUrl: e.MPESA_BASE_URL?.replace(/\/$/, ''),
      consumerKey: e.MPESA_CONSUMER_KEY,
      consumerSecret: e.MPESA_CONSUMER_SECRET,
      shortcode: e.MPESA_SHORTCODE,
      passkey: e.MPESA_PASSKEY,
      b2cShortcode: e.MPESA_B2C_SHORTCODE,
      b2cInitiator: e.MPESA_B2C_INITIATOR,
      b2cSecurityCredential: e.MPESA_B2C_SECURITY_CREDENTIAL,
      simulatorDelayMs: e.MPESA_SIMULATOR_DELAY_MS,
    },
    interestRateAnnual: e.INTEREST_RATE_ANNUAL,
    defaultLoanLimit: e.DEFAULT_LOAN_LIMIT,
    logLevel: e.LOG_LEVEL,
    rateLimitIpMax: e.RATE_LIMIT_IP_MAX,
    jobsEnabled: e.JOBS_ENABLED,
    distDir: e.DIST_DIR,
  };
}

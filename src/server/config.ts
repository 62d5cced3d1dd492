import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Environment variables, read once at start-up. An invalid value stops the server
 * with one line naming the variable and what it must be.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

/** Which peers may tell us the client's address: none, the nearest N hops, or these addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for whole ranges, which Fastify accepts in the list.
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (item: string) => {
  if (PROXY_RANGES.has(item)) return true;
  const [address = '', prefix, extra] = item.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};
const trustProxy = z.string().transform((v, ctx): TrustProxy => {
  const text = v.trim();
  if (/^\d{1,2}$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const items = text.split(',').map((s) => s.trim());
  if (items.length > 0 && items.every(isProxyAddress)) return items;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be a number of proxy hops (0-99) or a comma-separated list of proxy addresses or CIDRs, e.g. 10.0.0.0/8,::1',
  });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  TRUST_PROXY: trustProxy.optional(),
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
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be 5 to 7 digits')
    .default('174379'),
  MPESA_PASSKEY: z.string().min(1).default('simulator-passkey'),
  MPESA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be 5 to 7 digits')
    .default('600000'),
  // The paybill customers pay into (C2B); the STK push shortcode unless set
  MPESA_C2B_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be 5 to 7 digits')
    .optional(),
  // The USSD code people dial (shown on the pay screens and the USSD PIN dialog)
  USSD_CODE: z
    .string()
    .regex(/^\*\d+(\*\d+)*#$/, 'must look like *384*1#')
    .default('*384*1#'),
  MPESA_B2C_INITIATOR: z.string().min(1).default('simulator-initiator'),
  MPESA_B2C_SECURITY_CREDENTIAL: z.string().min(1).default('simulator-credential'),
  MPESA_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  MPESA_CALLBACK_RATE_PER_MINUTE: positiveInt.default(1200),
  INTEREST_RATE_ANNUAL: z.coerce.number().min(0).max(1).default(0.1),
  // Withholding tax (docs/product/tax.md, decision 092): a share of each payment kept for KRA, below 1 (a payee keeps something)
  WHT_INTEREST_RATE: z.coerce.number().min(0).lt(1, 'must be a rate from 0 to below 1, e.g. 0.15').default(0.15),
  WHT_DIVIDEND_RATE: z.coerce.number().min(0).lt(1, 'must be a rate from 0 to below 1, e.g. 0.05').default(0.05),
  DEFAULT_LOAN_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_IP_MAX: positiveInt.default(30),
  JOBS_ENABLED: bool.default(true),
  DIST_DIR: z.string().min(1).default('dist'),
  // Referral rewards one referrer can earn per calendar month in Nairobi (0 turns rewards off).
  REFERRAL_MONTHLY_CAP: z.coerce.number().int().min(0).max(10_000).default(20),
  // Incomplete registrations (uploads and leftovers)
  REGISTRATION_PURGE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // SMS (docs/product/sms.md): an outbox by default, Africa's Talking's protocol in the simulator or for real
  SMS_MODE: z.enum(['outbox', 'simulator', 'africastalking']).default('outbox'),
  AT_USERNAME: z.string().min(1).max(100).default('sandbox'),
  AT_API_KEY: z.string().min(1).max(200).default('simulator-api-key'),
  AT_BASE_URL: z.url().optional(),
  AT_SENDER_ID: z.string().min(1).max(11).optional(),
  SMS_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this instance may open (more than the HTTP concurrency it expects). */
  databasePoolSize: number;
  /** How long to wait for a PostgreSQL connection (a new one, or a free one from the pool). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL's statement_timeout for the app's statements; long jobs raise it for themselves. */
  databaseStatementTimeoutMs: number;
  /** Whose X-Forwarded-For to believe: off, a hop count, or proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
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
    /** The paybill whose C2B payments credit wallets and community dues (docs/product/paybill.md). */
    c2bShortcode: string;
    simulatorDelayMs: number;
    /** Callbacks accepted per source address per minute (Safaricom posts from a few addresses). */
    callbackRatePerMinute: number;
  };
  /** The USSD code people dial, as shown to them (`*384*1#`). */
  ussdCode: string;
  interestRateAnnual: number;
  /** Withholding tax kept from savings interest and from dividends (0 ≤ rate < 1). */
  withholding: { interest: number; dividend: number };
  /** Loan limit of a new user, in KES. */
  defaultLoanLimit: number;
  logLevel: string;
  rateLimitIpMax: number;
  jobsEnabled: boolean;
  /** Where the build is (client in DIST_DIR/client), relative to the project root unless absolute. */
  distDir: string;
  /** Referral rewards one referrer can earn per calendar month (Nairobi time). */
  referralMonthlyCap: number;
  /** Days after step 1 when a registration still incomplete is erased, releasing its email, phone and ID images. */
  registrationPurgeDays: number;
  sms: {
    /** outbox: log and files under DATA_DIR; simulator: Africa's Talking's protocol played by this app; africastalking: for real. */
    mode: 'outbox' | 'simulator' | 'africastalking';
    username: string;
    apiKey: string;
    baseUrl: string;
    senderId: string | undefined;
    simulatorDelayMs: number;
  };
}

export class ConfigError extends Error {}

/** Daraja credentials whose built-in values are the simulator's: refused with MPESA_MODE=daraja. */
const SIMULATOR_CREDENTIALS = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_PASSKEY',
  'MPESA_B2C_INITIATOR',
  'MPESA_B2C_SECURITY_CREDENTIAL',
] as const;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (e.SMS_MODE === 'africastalking' && (present.AT_API_KEY === undefined || present.AT_USERNAME === undefined)) {
    throw new ConfigError(
      'Invalid configuration: AT_USERNAME and AT_API_KEY must be set when SMS_MODE is africastalking',
    );
  }
  if (e.MPESA_MODE === 'daraja' && !e.MPESA_BASE_URL) {
    throw new ConfigError('Invalid configuration: MPESA_BASE_URL must be set when MPESA_MODE is daraja');
  }
  // The simulator's credentials are public (this file): with them live, anyone could compute the
  // paybill URLs' secret path (paybill-token.ts) and post confirmations.
  const simulatorDefault = SIMULATOR_CREDENTIALS.find((name) => e[name] === envSchema.shape[name].parse(undefined));
  if (e.MPESA_MODE === 'daraja' && simulatorDefault) {
    throw new ConfigError(
      `Invalid configuration: ${simulatorDefault} must be set to your Daraja value (not the simulator's default) when MPESA_MODE is daraja`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY ?? false,
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
      c2bShortcode: e.MPESA_C2B_SHORTCODE ?? e.MPESA_SHORTCODE,
      simulatorDelayMs: e.MPESA_SIMULATOR_DELAY_MS,
      callbackRatePerMinute: e.MPESA_CALLBACK_RATE_PER_MINUTE,
    },
    ussdCode: e.USSD_CODE,
    interestRateAnnual: e.INTEREST_RATE_ANNUAL,
    withholding: { interest: e.WHT_INTEREST_RATE, dividend: e.WHT_DIVIDEND_RATE },
    defaultLoanLimit: e.DEFAULT_LOAN_LIMIT,
    logLevel: e.LOG_LEVEL,
    rateLimitIpMax: e.RATE_LIMIT_IP_MAX,
    jobsEnabled: e.JOBS_ENABLED,
    distDir: e.DIST_DIR,
    referralMonthlyCap: e.REFERRAL_MONTHLY_CAP,
    registrationPurgeDays: e.REGISTRATION_PURGE_DAYS,
    sms: {
      mode: e.SMS_MODE,
      username: e.AT_USERNAME,
      apiKey: e.AT_API_KEY,
      baseUrl: (
        e.AT_BASE_URL ??
        (e.AT_USERNAME === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com')
      ).replace(/\/$/, ''),
      senderId: e.AT_SENDER_ID,
      simulatorDelayMs: e.SMS_SIMULATOR_DELAY_MS,
    },
  };
}

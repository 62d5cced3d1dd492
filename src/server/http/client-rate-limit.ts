import type { Config } from '../config';

/**
 * The rate limit of the routes someone could use to guess or to flood (sign-in, codes, passwords, the
 * PIN, the public forms): RATE_LIMIT_IP_MAX requests a minute from one client address.
 */
export function clientRateLimit(config: Pick<Config, 'rateLimitIpMax'>) {
  return { max: config.rateLimitIpMax, timeWindow: '1 minute' };
}

/** The `config` of a public route under that limit. */
export function publicClientLimited(config: Pick<Config, 'rateLimitIpMax'>) {
  return { access: 'public' as const, rateLimit: clientRateLimit(config) };
}

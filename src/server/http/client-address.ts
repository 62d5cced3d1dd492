import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config';
import { BadRequestError } from '../errors';
import { HTTP_TEXTS } from './http-texts';

/**
 * The address a per-address limit counts: the peer's, or with TRUST_PROXY the one the trusted
 * proxies forwarded; an IPv6 client counts as its /64, which one subscriber usually holds whole.
 * A request whose connection is already gone (a client that half-closed a malformed request while
 * it was being checked) has no address left to read: it is refused as the client's doing.
 */
export function clientAddress(request: FastifyRequest): string {
  // Fastify types the address as always there; it is not once the socket has closed.
  const ip: string | undefined = request.ip;
  if (!ip) throw new BadRequestError(HTTP_TEXTS.connectionClosed);
  return normalizeIP(ip);
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes proxy-addr's own rule for one (the nearest
 * `hops` peers are proxies), written out because Fastify's types take no number.
 */
export function trustedProxies(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

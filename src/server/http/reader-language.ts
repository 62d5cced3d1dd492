import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/localized-text';

/** The language a reader is answered in: English (the specification's words) or Kiswahili. */
export type ReaderLanguage = Language;

/**
 * The language a request asks its answer in: the first of its Accept-Language (the app's client
 * sends the language its screens are in), or null when it names neither English nor Kiswahili.
 */
export function requestedLanguage(request: FastifyRequest): ReaderLanguage | null {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first === 'sw' || first.startsWith('sw-')) return 'sw';
  if (first === 'en' || first.startsWith('en-')) return 'en';
  return null;
}

/** The language of an answer's own words: the one asked for, else English (the specification's words). */
export const readerLanguage = (request: FastifyRequest): ReaderLanguage => requestedLanguage(request) ?? 'en';

import { putEarly, takeEarly } from './early-requests';
import { clearSession, getSession } from './session';
import { rememberSignedOut } from './signed-out';

/** A failed call: the server's `{ message }` and its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown> | FormData | undefined;

type Init = { signal?: AbortSignal; headers?: Record<string, string> };

/**
 * The one way the client calls the server. It sends the bearer token on every call,
 * turns error answers into ApiError, and on 401 clears the session and goes to /login, which says
 * why and, once the same user signs in again, brings them back with what they had typed (decision 061).
 * A GET the entry started early for the first screen (startEarly) is answered from that request.
 */
export async function api<T>(method: string, path: string, body?: Body, init: Init = {}): Promise<T> {
  const early = method === 'GET' && body === undefined ? takeEarly(path) : null;
  const data = await (early ?? send(method, path, body, init));
  return data as T;
}

/** Starts `GET path` now, for the first screen's api() call to take (lib/early-requests.ts). */
export function startEarly(path: string): void {
  putEarly(path, send('GET', path, undefined, {}));
}

async function send(method: string, path: string, body: Body, init: Init): Promise<unknown> {
  // The server answers refusals, notifications and history in the language the screens are in.
  const headers: Record<string, string> = {
    ...init.headers,
    accept: 'application/json',
    'accept-language': document.documentElement.lang || 'en',
  };
  const session = getSession();
  if (session) headers.authorization = `Bearer ${session.authToken}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(path, { method, headers, body: payload, signal: init.signal, credentials: 'same-origin' });
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    const code = (data as { code?: unknown } | undefined)?.code;
    if (res.status === 401 && session && !path.startsWith('/api/login')) {
      const here = window.location.pathname;
      if (here !== '/login') rememberSignedOut(session.userId, here + window.location.search);
      clearSession();
      if (here !== '/login') window.location.assign('/login');
    }
    throw new ApiError(
      res.status,
      typeof message === 'string' ? message : '',
      typeof code === 'string' ? code : undefined,
    );
  }
  return data;
}

/** The server's message of an error, or the fallback text when it has none. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}

import type { BodyCase, FuzzCase } from './arbitraries';
import type { FuzzRoute } from './routes';

export interface Sent {
  status: number;
  contentType: string;
  text: string;
}

function buildPath(route: FuzzRoute, c: FuzzCase): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = c.params[name] ?? '';
    return c.rawParams ? value : encodeURIComponent(value);
  });
  return path + c.query;
}

function payload(body: BodyCase): { body?: BodyInit; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { body: JSON.stringify(body.value) ?? 'null', contentType: 'application/json' };
    case 'text':
      return { body: body.text, contentType: body.contentType };
    case 'form': {
      const form = new FormData();
      for (const [k, v] of Object.entries(body.fields)) form.append(k, v);
      for (const [k, bytes] of Object.entries(body.files))
        form.append(k, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${k}.png`);
      return { body: form };
    }
  }
}

/** Sends one case: the principal's token (or none, or junk), the junk path, headers and body. */
export async function send(baseUrl: string, route: FuzzRoute, c: FuzzCase, token: string | undefined): Promise<Sent> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (c.principal === 'garbage') headers.authorization = c.authorization;
  else if (token) headers.authorization = `Bearer ${token}`;
  const p = payload(c.body);
  const contentType = c.contentType ?? p.contentType;
  if (contentType && (p.body !== undefined || c.contentType)) headers['content-type'] = contentType;
  if (p.body instanceof FormData && c.contentType) delete headers['content-type'];
  const request = async (): Promise<Sent> => {
    const res = await fetch(baseUrl + buildPath(route, c), {
      method: route.method,
      headers,
      ...(p.body !== undefined && route.method !== 'GET' ? { body: p.body } : {}),
    });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  };
  try {
    return await request();
  } catch {
    // HTTP/1.1 lets a server answer (a 400 or 401 decided before the body is read) and close the
    // connection while a large body is still being uploaded; the client then sees a reset instead of
    // the answer. On a loaded machine that race happens now and then, so one more attempt reads the
    // answer. A server that is really gone fails the second attempt too, and the fuzz test reports it.
    return request();
  }
}

/** Daraja's own answer shapes, which its callbacks and the simulator speak. */
const darajaShape = (body: Record<string, unknown>) =>
  typeof body.ResultDesc === 'string' || typeof body.errorMessage === 'string';

/** Why an answer is wrong, or null: never a 5xx, and every error is JSON `{message}`. */
export function problemWith(route: FuzzRoute, sent: Sent): string | null {
  if (sent.status >= 500) return `answered ${sent.status}: ${sent.text.slice(0, 200)}`;
  if (sent.status < 400) return null;
  if (!sent.contentType.includes('application/json'))
    return `error ${sent.status} is not JSON (${sent.contentType}): ${sent.text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(sent.text);
  } catch {
    return `error ${sent.status} has an unparsable body: ${sent.text.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null) return `error ${sent.status} body is not an object`;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message.trim() !== '') return null;
  if (route.path.startsWith('/mpesa/') && darajaShape(record)) return null;
  return `error ${sent.status} without a message: ${sent.text.slice(0, 200)}`;
}

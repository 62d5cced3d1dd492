import { currentUserId } from './session';

/** A form's non-secret values: text, numbers and choices only (never a file, a password or a PIN). */
export type Draft = Record<string, string | number | boolean>;

/**
 * What the tab remembers when a session ends under the user (docs/decisions/061-client-busy-and-sessions.md):
 * who it was, the screen they were on and what its forms held. Kept in sessionStorage, which signing
 * out (localStorage) leaves alone and closing the tab forgets.
 */
interface SignedOut {
  userId: string;
  path: string;
  drafts: Record<string, Draft>;
}

const KEY = 'signedOut';
/** Never kept, whatever a form calls them. */
const SECRET = /password|pin|code|otp|token/i;

const keepers = new Map<string, () => Draft | null>();

function read(): SignedOut | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { userId, path, drafts } = parsed as Partial<SignedOut>;
    if (typeof userId !== 'string' || typeof path !== 'string' || !drafts || typeof drafts !== 'object') return null;
    return { userId, path, drafts };
  } catch {
    return null;
  }
}

function write(record: SignedOut | null): void {
  if (record) sessionStorage.setItem(KEY, JSON.stringify(record));
  else sessionStorage.removeItem(KEY);
}

/** The plain, non-secret fields of a form's values. */
export function plainDraft(values: Record<string, unknown>): Draft {
  const out: Draft = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET.test(name)) continue;
    if (
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value))
    )
      out[name] = value;
  }
  return out;
}

/** Called by the API client when the server says the session is over: remembers who, where and what. */
export function rememberSignedOut(userId: string, path: string): void {
  const drafts: Record<string, Draft> = {};
  for (const [name, get] of keepers) {
    const draft = get();
    if (draft && Object.keys(draft).length > 0) drafts[name] = draft;
  }
  write({ userId, path, drafts });
}

/** Whether /login should say that the session ended (and that the user will come back where they were). */
export function sessionEnded(): boolean {
  return read() !== null;
}

/**
 * After a sign-in: the screen to go back to when the same person signed in again; for anyone else the
 * record (and the drafts in it) is forgotten at once, so nobody sees another person's typing.
 */
export function returnPathAfterSignIn(userId: string): string | null {
  const record = read();
  if (!record) return null;
  if (record.userId !== userId || !record.path.startsWith('/') || record.path.startsWith('//')) {
    write(null);
    return null;
  }
  if (Object.keys(record.drafts).length === 0) write(null);
  return record.path;
}

/** The draft `name` kept for this screen and this user (a session ended here and they signed in again). */
export function peekDraft(name: string): Draft | null {
  const record = read();
  const here = window.location.pathname + window.location.search;
  if (!record || record.userId !== currentUserId() || record.path !== here) return null;
  return record.drafts[name] ?? null;
}

export function forgetDraft(name: string): void {
  const record = read();
  if (!record) return;
  const drafts = Object.fromEntries(Object.entries(record.drafts).filter(([kept]) => kept !== name));
  write(Object.keys(drafts).length > 0 ? { ...record, drafts } : null);
}

/** Offers `get` as the form `name`'s values to keep if the session ends; returns the undo. */
export function keepOnSignOut(name: string, get: () => Draft | null): () => void {
  keepers.set(name, get);
  return () => {
    if (keepers.get(name) === get) keepers.delete(name);
  };
}

/** A form's starting values with a kept draft's fields of the same kind over them (a number field may hold text). */
export function withDraft<V extends Record<string, unknown>>(initial: V, draft: Draft | null): V {
  if (!draft) return initial;
  const out: Record<string, unknown> = { ...initial };
  for (const [name, start] of Object.entries(initial)) {
    const kept = draft[name];
    if (kept === undefined) continue;
    const sameKind = typeof kept === typeof start || (typeof start === 'number' && typeof kept === 'string');
    if (sameKind || (typeof start === 'string' && typeof kept === 'number')) out[name] = kept;
  }
  return out as V;
}

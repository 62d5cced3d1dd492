/** A signed-in session as the app keeps it in localStorage (the spec's keys). */
export interface StoredSession {
  id: string;
  token: string;
  role: string;
  name: string;
}

/**
 * Writes `s` into localStorage. It runs in the page (`page.evaluate`, `page.addInitScript`), so it
 * uses nothing from outside its own body. Browser tests and `bench:lighthouse` both sign in with it.
 */
export function storeSession(s: StoredSession): void {
  localStorage.setItem('userId', s.id);
  localStorage.setItem('authToken', s.token);
  localStorage.setItem('userRole', s.role);
  localStorage.setItem('userName', s.name);
}

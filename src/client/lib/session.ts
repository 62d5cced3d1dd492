/**
 * The session kept in the browser, under the specification's localStorage keys:
 * userId, authToken, userRole, userName, theme, twoStep.
 */
export type Role = 'user' | 'superadmin';

export interface Session {
  userId: string;
  authToken: string;
  userRole: string;
  userName: string;
}

export function getSession(): Session | null {
  const userId = localStorage.getItem('userId');
  const authToken = localStorage.getItem('authToken');
  const userRole = localStorage.getItem('userRole');
  if (!userId || !authToken || !userRole) return null;
  return { userId, authToken, userRole, userName: localStorage.getItem('userName') ?? '' };
}

export function saveSession(s: Session): void {
  localStorage.setItem('userId', s.userId);
  localStorage.setItem('authToken', s.authToken);
  localStorage.setItem('userRole', s.userRole);
  localStorage.setItem('userName', s.userName);
}

/** Forgets the session but keeps the theme and language, which belong to the device. */
export function clearSession(): void {
  const theme = localStorage.getItem('theme');
  const lang = localStorage.getItem('lang');
  localStorage.clear();
  if (theme) localStorage.setItem('theme', theme);
  if (lang) localStorage.setItem('lang', lang);
}

/** The stored user id (registration steps keep it before any token exists). */
export function storedUserId(): string | null {
  return localStorage.getItem('userId');
}

/** Keeps the user id between the registration steps and before a two-step code is verified. */
export function storeUserId(userId: string): void {
  localStorage.setItem('userId', userId);
}

/** The email a registration's code goes to, kept from step 1 so step 4 can name it. */
export function storeRegistrationEmail(email: string): void {
  localStorage.setItem('registrationEmail', email);
}

export function registrationEmail(): string | null {
  return localStorage.getItem('registrationEmail');
}

/** The signed-in user's id, or '' when nobody is signed in: the one place the client reads it. */
export function currentUserId(): string {
  return getSession()?.userId ?? '';
}

/**
 * Where a signed-in person belongs (decision 039): the user's home, or the superadmin's console.
 * This file imports nothing, so the entry can send a returning user past the landing page without
 * loading the app into the landing shell.
 */
export function signedInHome(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  if (!storage.getItem('authToken') || !storage.getItem('userId')) return null;
  const role = storage.getItem('userRole');
  if (role === 'superadmin') return '/admin/dashboard';
  if (role === 'user') return '/user/home';
  return null;
}

import { api } from './api';

/** Ends the session on the server (`POST /api/logout`); the device forgets it whatever the server answers. */
export async function logOutOnServer(): Promise<void> {
  try {
    await api('POST', '/api/logout');
  } catch {
    // The session ends on this device whatever the server said.
  }
}

import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, saveSession } from './session';

describe('browser session', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the specification keys and reads them back', () => {
    saveSession({ userId: 'K7Q9X2MA', authToken: 'tok', userRole: 'user', userName: 'Amina Njeri' });
    expect(localStorage.getItem('userId')).toBe('K7Q9X2MA');
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(localStorage.getItem('userRole')).toBe('user');
    expect(localStorage.getItem('userName')).toBe('Amina Njeri');
    expect(getSession()).toEqual({ userId: 'K7Q9X2MA', authToken: 'tok', userRole: 'user', userName: 'Amina Njeri' });
  });

  it('is no session without a token', () => {
    localStorage.setItem('userId', 'K7Q9X2MA');
    localStorage.setItem('userRole', 'user');
    expect(getSession()).toBeNull();
  });

  it('forgets the session on logout but keeps the device theme and language', () => {
    saveSession({ userId: 'K7Q9X2MA', authToken: 'tok', userRole: 'user', userName: 'Amina' });
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('lang', 'sw');
    localStorage.setItem('twoStep', 'true');
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('twoStep')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('lang')).toBe('sw');
  });
});

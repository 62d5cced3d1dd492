import { describe, expect, it } from 'vitest';
import { signedInHome } from './session';

const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });

describe('signedInHome', () => {
  it('sends a signed-in user home and the superadmin to the console', () => {
    expect(signedInHome(storage({ authToken: 't', userId: 'u', userRole: 'user' }))).toBe('/user/home');
    expect(signedInHome(storage({ authToken: 't', userId: 'u', userRole: 'superadmin' }))).toBe('/admin/dashboard');
  });

  it('leaves everyone else where they are', () => {
    expect(signedInHome(storage({}))).toBeNull();
    // a registration in progress keeps only the user id
    expect(signedInHome(storage({ userId: 'u' }))).toBeNull();
    expect(signedInHome(storage({ authToken: 't', userId: 'u', userRole: 'teller' }))).toBeNull();
  });
});

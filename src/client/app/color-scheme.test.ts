import { beforeEach, describe, expect, it } from 'vitest';
import { applyColorScheme, storedColorScheme } from './color-scheme';

describe('colour scheme outside Mantine', () => {
  beforeEach(() => localStorage.clear());

  it('reads the theme the user chose, light by default', () => {
    expect(storedColorScheme()).toBe('light');
    localStorage.setItem('theme', 'dark');
    expect(storedColorScheme()).toBe('dark');
    localStorage.setItem('theme', 'something else');
    expect(storedColorScheme()).toBe('light');
  });

  it('marks the document as Mantine does and the body as the spec says', () => {
    applyColorScheme('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect([...document.body.classList]).toEqual(['theme-dark']);
    applyColorScheme('light');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect([...document.body.classList]).toEqual(['theme-light']);
  });
});

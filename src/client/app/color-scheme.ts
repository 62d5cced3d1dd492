/**
 * The colour scheme outside Mantine. The user's choice lives in localStorage `theme` ('light' by
 * default, or 'dark'), written by Mantine's colour scheme manager (theme.ts). Both shells mark the
 * document the same way, so one stylesheet rule serves both: `data-mantine-color-scheme` on <html>
 * and the spec's `theme-light` / `theme-dark` class on <body>.
 */
export type ColorScheme = 'light' | 'dark';

export function storedColorScheme(): ColorScheme {
  try {
    return localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyColorScheme(scheme: ColorScheme): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.body.classList.toggle('theme-dark', scheme === 'dark');
  document.body.classList.toggle('theme-light', scheme === 'light');
}

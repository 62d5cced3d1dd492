import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';

/** Mirrors the colour scheme onto <body> (the spec applies the theme to the page body). */
export function useBodyTheme(): void {
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    document.body.classList.toggle('theme-dark', scheme === 'dark');
    document.body.classList.toggle('theme-light', scheme === 'light');
  }, [scheme]);
}

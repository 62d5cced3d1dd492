import './tap-targets.css';
import { createTheme, localStorageColorSchemeManager, type MantineColorsTuple } from '@mantine/core';

// A deep green, dark enough for white text at AA contrast (Mantine's default blue is not).
const pamoja: MantineColorsTuple = [
  '#e6f6ef',
  '#cdeadd',
  '#9dd5bb',
  '#69bf97',
  '#40ad79',
  '#26a167',
  '#149b5d',
  '#04874d',
  '#0b6e4f',
  '#005a3a',
];

export const theme = createTheme({
  primaryColor: 'pamoja',
  primaryShade: { light: 8, dark: 7 },
  colors: { pamoja },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // Steppers 20 px tall cannot be thumb-sized (docs/decisions/041-tap-targets.md); phones type amounts.
    // A plain object, not NumberInput.extend(): importing NumberInput here would put the inputs' chunk
    // on every screen (docs/decisions/050-app-shell-in-the-html.md).
    NumberInput: { defaultProps: { hideControls: true } },
  },
});

/** The theme lives in localStorage under `theme` ('light' by default, or 'dark'), as the spec says. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });

/**
 * The colour of a filled button that destroys or takes away (delete, remove, decline, turn off).
 * Mantine's plain `red` is shade 7 in the dark theme, and white text on it falls short of AA
 * contrast (3.8:1); shade 8 keeps 4.5:1 in both themes.
 */
export const DANGER = 'red.8';

/** The colour of text that destroys or takes away (log out): Mantine's red text, AA on either theme's background. */
export const DANGER_TEXT = 'var(--mantine-color-red-text)';

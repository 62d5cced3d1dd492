/** The three static testimonials (see docs/product/landing.md); words in the landing catalog. */
export const TESTIMONIALS = [
  { key: 'amina', image: '/images/testimonials/amina.svg' },
  { key: 'brian', image: '/images/testimonials/brian.svg' },
  { key: 'grace', image: '/images/testimonials/grace.svg' },
] as const;

/** The entry after or before `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number = TESTIMONIALS.length): number {
  return (((index + step) % count) + count) % count;
}

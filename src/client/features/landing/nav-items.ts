/** The landing page's in-page anchors, in the order of the top navigation. */
export const NAV_ITEMS = [
  { key: 'features', href: '#features' },
  { key: 'testimonials', href: '#testimonials' },
  { key: 'about', href: '#about' },
  { key: 'faqs', href: '#faqs' },
] as const;

/** Scrolls to an in-page anchor and records it in the address bar without a new history entry. */
export function goToAnchor(hash: string): void {
  const target = document.getElementById(hash.slice(1));
  if (!target) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  window.history.replaceState(window.history.state, '', hash);
}

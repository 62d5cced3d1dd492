import { type RefObject, useEffect, useRef } from 'react';

/**
 * Plays the landing page's 1000 ms reveal animation once, when a section scrolls into view.
 * Content is never hidden before that: a section already on screen, one uncovered without
 * scrolling (a taller window, a full-page screenshot) or any section under prefers-reduced-motion
 * is simply shown, so the page reads the same without the animation.
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const initial = first;
      first = false;
      if (!entry.isIntersecting) return;
      observer.disconnect();
      if (!initial && window.scrollY > 0) el.dataset.reveal = 'play';
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}

import { StrictMode, Suspense, useEffect } from 'react';
import { LandingPage } from '../features/landing/landing-page';
import { OfflineNotice } from '../components/core/offline-notice';

/** Marks the document once the page answers taps (hydrated or rendered): tests and bench/landing-first-paint.ts wait for it. */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.landingReady = String(Math.round(performance.now()));
  }, []);
  return null;
}

/**
 * The landing shell's whole tree. The build renders this same tree to HTML (app/landing-prerender.tsx)
 * and the shell hydrates it, so the two must stay one component (docs/decisions/040-landing-prerender.md).
 */
export function LandingApp() {
  return (
    <StrictMode>
      <OfflineNotice />
      <Suspense fallback={null}>
        <LandingPage />
        {/* Inside the boundary: React hydrates a Suspense boundary after the root, and the page answers
            taps only once the boundary itself is hydrated (outside, the mark came first under load). */}
        <ReadyMark />
      </Suspense>
    </StrictMode>
  );
}

/**
 * The Pamoja mark (public/favicon.svg, drawn here as elements): inline, it paints with the page. As
 * an `<img>` of an SVG, the browser built a whole SVG document for it on the main thread (12–16 ms of
 * a fast host's time, a phone's long task: decision 111). `logo-mark.test.tsx` keeps it the same
 * drawing as the file.
 */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0b6e4f" />
      <circle cx="24" cy="28" r="9" fill="#fff" />
      <circle cx="40" cy="28" r="9" fill="#f5b700" />
      <rect x="14" y="42" width="36" height="6" rx="3" fill="#fff" />
    </svg>
  );
}

import type { ReactNode } from 'react';
import classes from './landing.module.css';

/**
 * Mantine's ThemeIcon, drawn by the landing page's own CSS: a `size`-pixel rounded square (a circle
 * when `round`) holding an icon, light or `filled`. Decorative: screen readers pass it by.
 */
export function LandingIcon({
  size,
  round = false,
  filled = false,
  children,
}: {
  size: number;
  round?: boolean;
  filled?: boolean;
  children: ReactNode;
}) {
  const className = [classes.icon, round && classes.iconRound, filled && classes.iconFilled].filter(Boolean).join(' ');
  return (
    <span className={className} style={{ width: size, height: size }} aria-hidden="true">
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';
import classes from './landing.module.css';
import { useReveal } from './use-reveal';

interface Props {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** One titled section of the landing page, revealed once when it scrolls into view. */
export function LandingSection({ id, title, intro, tinted = false, children }: Props) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${classes.section} ${tinted ? classes.tinted : ''}`}>
      <div ref={ref} className={`${classes.container} ${classes.reveal}`}>
        <div className={classes.sectionHead}>
          <h2 id={`${id}-title`} className={classes.sectionTitle}>
            {title}
          </h2>
          {intro && <p className={classes.sectionIntro}>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import styles from './help.module.css';
import classes from './landing.module.css';

const FAQ = ['how', 'cost', 'safety', 'withdraw', 'loans'] as const;
type Question = (typeof FAQ)[number];

/** The five-item FAQ: one answer open at a time, the first one at the start; any can be closed. */
export function FaqAccordion() {
  const { t } = useTranslation('landing');
  const base = useId();
  const [open, setOpen] = useState<Question | null>(FAQ[0]);
  return (
    <div className={styles.items}>
      {FAQ.map((key) => {
        const active = open === key;
        return (
          <div key={key} className={styles.item} data-active={active || undefined}>
            <h3 className={styles.question}>
              <button
                type="button"
                id={`${base}-${key}-control`}
                className={styles.control}
                aria-expanded={active}
                aria-controls={`${base}-${key}-panel`}
                onClick={() => setOpen(active ? null : key)}
              >
                <span className={styles.controlText}>{t(`help.faq.${key}.q`)}</span>
                <IconChevronDown size={16} className={styles.chevron} aria-hidden="true" />
              </button>
            </h3>
            <div id={`${base}-${key}-panel`} role="region" aria-labelledby={`${base}-${key}-control`} hidden={!active}>
              <p className={`${styles.answer} ${classes.dimmed}`}>{t(`help.faq.${key}.a`)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

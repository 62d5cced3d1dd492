import { IconHeadset } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import buttons from './buttons.module.css';
import { ContactSupportModal } from './contact-support-modal';
import { FaqAccordion } from './faq-accordion';
import styles from './help.module.css';
import classes from './landing.module.css';
import { LandingIcon } from './landing-icon';
import { useReveal } from './use-reveal';

/** Need Help: Contact Support beside the five-item FAQ (first item open). */
export function HelpSection() {
  const { t } = useTranslation('landing');
  const [opened, setOpened] = useState(false);
  const ref = useReveal<HTMLDivElement>();
  return (
    <section id="contact" aria-labelledby="contact-title" className={`${classes.section} ${classes.tinted}`}>
      <div ref={ref} className={`${classes.container} ${classes.reveal}`}>
        <div className={`${classes.grid} ${styles.grid}`}>
          <div>
            <div className={`${classes.paper} ${classes.raised} ${styles.card}`}>
              <LandingIcon size={56} round>
                <IconHeadset size={30} />
              </LandingIcon>
              <h2 id="contact-title" className={styles.title}>
                {t('help.heading')}
              </h2>
              <p className={`${styles.body} ${classes.dimmed}`}>{t('help.body')}</p>
              <button
                type="button"
                className={`${buttons.button} ${buttons.md} ${styles.contact}`}
                onClick={() => setOpened(true)}
              >
                {t('help.contactSupport')}
              </button>
            </div>
          </div>
          <div id="faqs" className={styles.faqs}>
            <h2 id="faqs-title" className={`${styles.title} ${styles.faqTitle}`}>
              {t('help.faqHeading')}
            </h2>
            <FaqAccordion />
          </div>
        </div>
      </div>
      <ContactSupportModal opened={opened} onClose={() => setOpened(false)} />
    </section>
  );
}

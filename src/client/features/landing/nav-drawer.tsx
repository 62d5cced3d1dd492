import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import buttons from './buttons.module.css';
import dialogs from './dialog.module.css';
import { DialogCloseButton } from './dialog-close-button';
import { LanguageSwitch } from '../../components/core/language-switch';
import { goToAnchor, NAV_ITEMS } from './nav-items';
import { useModalDialog } from './use-modal-dialog';
import { Wordmark } from './wordmark';

interface Props {
  id: string;
  opened: boolean;
  onClose: () => void;
}

/** The small screens' navigation: a full-width drawer from the right, a native modal dialog. */
export function NavDrawer({ id, opened, onClose }: Props) {
  const { t } = useTranslation('landing');
  const ref = useModalDialog(opened);

  // The drawer is for small screens: a window widened past them closes it (the top bar shows all).
  useEffect(() => {
    if (!opened) return;
    const wide = window.matchMedia('(min-width: 62em)');
    const closeWhenWide = () => {
      if (wide.matches) ref.current?.close();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [opened, ref]);

  const goTo = (href: string) => {
    ref.current?.close();
    requestAnimationFrame(() => goToAnchor(href));
  };

  return (
    <dialog ref={ref} id={id} className={dialogs.drawer} aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={dialogs.head}>
        <Wordmark id={`${id}-title`} />
        <DialogCloseButton dialog={ref} label={t('nav.closeMenu')} />
      </div>
      <div className={dialogs.drawerBody}>
        <nav aria-label={t('nav.menu')}>
          {NAV_ITEMS.map((item) => (
            <a
              key={item.key}
              href={item.href}
              className={dialogs.drawerLink}
              onClick={(e) => {
                e.preventDefault();
                goTo(item.href);
              }}
            >
              {t(`nav.${item.key}`)}
            </a>
          ))}
        </nav>
        <a href="/login" className={`${buttons.button} ${buttons.default} ${buttons.md} ${buttons.full}`}>
          {t('nav.login')}
        </a>
        <a href="/register/step-1" className={`${buttons.button} ${buttons.md} ${buttons.full}`}>
          {t('nav.signUp')}
        </a>
        <div className={dialogs.center}>
          <LanguageSwitch size="sm" />
        </div>
      </div>
    </dialog>
  );
}

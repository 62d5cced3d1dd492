import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** A banner, while the device is offline, instead of screens that fail to load. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-notice"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1000,
        padding: '10px 16px',
        textAlign: 'center',
        background: '#1f2933',
        color: '#fff',
        fontSize: 14,
      }}
    >
      {t('offline')}
    </div>
  );
}

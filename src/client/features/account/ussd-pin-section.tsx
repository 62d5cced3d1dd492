import { IconDeviceMobile } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { WhenOpened } from '../../components/shell/when-opened';
import { useUssdPinStatus } from './account-api';
import { SettingsEntry } from './settings-entry';

const UssdPinDialog = lazy(() => import('./ussd-pin-dialog').then((m) => ({ default: m.UssdPinDialog })));

/**
 * Settings' "USSD PIN" entry (see docs/product/ussd.md): whether a PIN is set; its dialog, with the
 * inputs and the schema, is loaded the first time it is opened, not with the settings screen.
 */
export function UssdPinSection() {
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  const status = useUssdPinStatus();
  const detail = status.data ? (status.data.pinSet ? t('ussdPin.on') : t('ussdPin.off')) : undefined;
  return (
    <>
      <SettingsEntry
        icon={<IconDeviceMobile size={20} />}
        label={t('ussdPin.entry')}
        detail={detail}
        onClick={() => setOpened(true)}
      />
      <WhenOpened opened={opened}>
        <UssdPinDialog opened={opened} onClose={() => setOpened(false)} />
      </WhenOpened>
    </>
  );
}

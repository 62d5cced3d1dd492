import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';

/**
 * The phone's share sheet (WhatsApp, SMS, …) for the referral link, where the browser offers one
 * (`navigator.share`); elsewhere nothing is shown and the Copy button beside the link serves.
 */
export function ShareInviteButton({ link }: { link: string }) {
  const { t } = useTranslation('account');
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  const share = () => {
    // A closed share sheet rejects with AbortError: nothing to say to the user.
    navigator.share({ title: 'Pamoja', text: t('invite.shareText'), url: link }).catch(() => undefined);
  };
  return (
    <Button variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={share} fullWidth>
      {t('invite.share')}
    </Button>
  );
}

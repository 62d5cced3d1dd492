import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useBack } from './kit/use-back';

/** A registration step's Back (to the previous page, or `backTo` when there is none) and submit buttons. */
export function StepButtons({ backTo, busy, submit }: { backTo: string; busy: boolean; submit?: string }) {
  const { t } = useTranslation('auth');
  const goBack = useBack(backTo);
  return (
    <Group grow>
      <Button variant="default" onClick={goBack}>
        {t('back')}
      </Button>
      <Button type="submit" loading={busy}>
        {submit ?? t('next')}
      </Button>
    </Group>
  );
}

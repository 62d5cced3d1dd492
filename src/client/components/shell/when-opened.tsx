import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react';

/**
 * A dialog whose code is loaded (React `lazy`) the first time it is opened, not with its screen:
 * a form dialog brings the inputs, the overlays and the schemas, which the screen's first paint
 * does not need (decision 051). Rendered from the first opening on, so the dialog keeps its closing
 * transition; until its code has arrived a spinner shows where it will open.
 */
export function WhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  const [seen, setSeen] = useState(opened);
  if (opened && !seen) setSeen(true);
  if (!seen && !opened) return null;
  const loading = (
    <Center pos="fixed" top={0} left={0} right={0} bottom={0} style={{ zIndex: 300 }}>
      <Loader aria-label={t('loading')} />
    </Center>
  );
  return <Suspense fallback={loading}>{children}</Suspense>;
}

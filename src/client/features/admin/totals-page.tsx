import { SimpleGrid, Stack } from '@mantine/core';
import { ScreenTitle } from '../../components/shell/page-title';
import { FormError } from '../../components/shell/form-error';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Totals } from '../../../shared/schemas/admin';
import { PageLoader } from '../../components/shell/load-error';
import { useTotals } from './api';

/**
 * A console page of figures from the superadmin totals (investments, shareholdings): its title, a
 * loading spinner or error, the cards built from the totals, then what the page shows under them
 * (a form, a list).
 */
export function TotalsPage(props: {
  title: string;
  columns: number;
  cards: (totals: Totals) => ReactNode;
  /** Under the cards, once the totals are loaded. */
  children: (totals: Totals) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const totals = useTotals();
  return (
    <Stack gap="lg">
      <ScreenTitle>{props.title}</ScreenTitle>
      {totals.isPending && <PageLoader />}
      <FormError error={totals.isError ? t('loadError') : null} />
      {totals.isSuccess && (
        <>
          <SimpleGrid cols={{ base: 1, xs: props.columns }}>{props.cards(totals.data)}</SimpleGrid>
          {props.children(totals.data)}
        </>
      )}
    </Stack>
  );
}

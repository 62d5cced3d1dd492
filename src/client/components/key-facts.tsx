import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { formatDate, formatMoney } from '../lib/format';
import { CostNote } from './shell/cost-note';

/** A loan's key facts as a quote answers them (docs/product/loans.md); `capped` only for a chama loan. */
export interface KeyFactsFigures {
  principal: number;
  /** The platform loan's charge, or the chama loan's interest (after the in duplum cap). */
  charge: number;
  total: number;
  /** Percent, one decimal. */
  apr: number;
  /** YYYY-MM-DD */
  dueDate: string;
  capped?: boolean;
}

/**
 * The key facts a borrower confirms before a loan is asked for (the Central Bank's disclosure rule):
 * principal, charge or interest, total, APR and due date, the in duplum cap marked when it applied.
 */
export function KeyFacts({ facts, chargeWord }: { facts: KeyFactsFigures; chargeWord: 'charge' | 'interest' }) {
  const { t, i18n } = useTranslation('common');
  const rows: Array<[string, string]> = [
    [t('keyFacts.principal'), formatMoney(facts.principal)],
    [t(`keyFacts.${chargeWord}`), formatMoney(facts.charge)],
    [t('keyFacts.total'), formatMoney(facts.total)],
    [t('keyFacts.apr'), t('keyFacts.aprValue', { apr: facts.apr.toFixed(1) })],
    [t('keyFacts.dueDate'), formatDate(facts.dueDate, i18n.language)],
  ];
  return (
    <CostNote title={t('keyFacts.title')} testId="key-facts">
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={600}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {facts.capped ? (
        <Text size="sm" component="div">
          <Badge color="orange" variant="light" mr={6}>
            {t('keyFacts.capped')}
          </Badge>
          {t('keyFacts.cappedNote')}
        </Text>
      ) : null}
      <Text size="sm">{t('keyFacts.confirmNote')}</Text>
    </CostNote>
  );
}

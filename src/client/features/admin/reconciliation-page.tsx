import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { ReconciliationRun } from '../../../shared/schemas/reconciliation';
import { PageLoader } from '../../components/shell/load-error';
import { ScreenTitle } from '../../components/shell/page-title';
import { formatDateTime, formatMoney } from '../../lib/format';
import { FormError } from '../../components/shell/form-error';
import { useReconciliationRuns, useRunReconciliation } from './reconciliation-api';

// The colours and variants the loan screens already use (axe: contrast).
const STATUS_COLOR = { balanced: 'pamoja', settled: 'yellow', discrepancy: 'red' } as const;
const STATUS_VARIANT = { balanced: 'light', settled: 'light', discrepancy: 'filled' } as const;

function RunList({ title, rows }: { title: string; rows: Array<{ key: string; cells: string[] }> }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reconciliation.none')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                {r.cells.map((c, i) => (
                  <Table.Td key={i}>{c}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function RunCard({ run }: { run: ReconciliationRun }) {
  const { t, i18n } = useTranslation('admin');
  const money = (kes: number | null) => (kes === null ? t('reconciliation.awaiting') : formatMoney(kes));
  return (
    <Card withBorder component="section" aria-label={formatDateTime(run.at, i18n.language)}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{formatDateTime(run.at, i18n.language)}</Text>
          <Badge color={STATUS_COLOR[run.status]} variant={STATUS_VARIANT[run.status]}>
            {t(`reconciliation.status.${run.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('reconciliation.period', {
            from: formatDateTime(run.from, i18n.language),
            to: formatDateTime(run.to, i18n.language),
          })}
        </Text>
        <Text size="sm">{t('reconciliation.matched', { count: run.matched })}</Text>
        <Text size="sm">
          {t('reconciliation.float', {
            mpesa: money(run.mpesaBalance),
            ledger: formatMoney(run.ledgerBalance),
            difference: money(run.difference),
          })}
        </Text>
        <RunList
          title={t('reconciliation.settled')}
          rows={run.settled.map((s) => ({ key: s.receipt, cells: [s.receipt, formatMoney(s.amount), s.account] }))}
        />
        <RunList
          title={t('reconciliation.missingAtMpesa')}
          rows={run.missingAtMpesa.map((m) => ({
            key: m.entry_id,
            cells: [m.receipt ?? '—', formatMoney(m.amount), m.kind, formatDateTime(m.at, i18n.language)],
          }))}
        />
        <RunList
          title={t('reconciliation.mismatched')}
          rows={run.mismatched.map((m) => ({
            key: m.receipt,
            cells: [
              m.receipt,
              formatMoney(m.mpesaAmount),
              m.ledgerAmount === null ? t('reconciliation.notInLedger') : formatMoney(m.ledgerAmount),
            ],
          }))}
        />
      </Stack>
    </Card>
  );
}

/** /superadmin/reconciliation: the runs with their status and lists, and Run now. */
export function ReconciliationPage() {
  const { t } = useTranslation('admin');
  const runs = useReconciliationRuns();
  const run = useRunReconciliation();
  return (
    <Stack gap="lg" maw={960}>
      <ScreenTitle>{t('reconciliation.title')}</ScreenTitle>
      <Text size="sm">{t('reconciliation.intro')}</Text>
      <Group>
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          {t('reconciliation.runNow')}
        </Button>
      </Group>
      {run.isSuccess && (
        <Alert color="teal" role="status">
          {t('reconciliation.done')}
        </Alert>
      )}
      <FormError error={run.isError ? t('reconciliation.runFailed') : null} />
      {runs.isPending && <PageLoader />}
      <FormError error={runs.isError ? t('reconciliation.fetchFailed') : null} />
      {runs.isSuccess && runs.data.runs.length === 0 && <Text c="dimmed">{t('reconciliation.noRuns')}</Text>}
      {runs.data?.runs.map((r) => (
        <RunCard key={r.run_id} run={r} />
      ))}
    </Stack>
  );
}

import { Alert, Badge, Button, Group, Paper, Stack, Table } from '@mantine/core';
import { formatAmount } from '../../lib/format';
import { ScreenTitle } from '../../components/shell/page-title';
import { FormError } from '../../components/shell/form-error';
import { TableHead } from '../../components/table-head';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { LoanStatus } from '../../../shared/schemas/loans';
import { DecisionDialog, type PendingDecision } from './decision-dialog';
import { useDecideLoan, useLoanRequests } from './loans-api';

const STATUS_COLOR: Record<LoanStatus, string> = {
  Pending: 'yellow',
  Approved: 'pamoja',
  Repaid: 'gray',
  Declined: 'red',
};

/** /superadmin/loan-requests (see docs/product/loans.md): the requests, Pending first, with Approve/Decline on Pending ones. */
export function LoanRequestsPage() {
  const { t } = useTranslation('loans');
  const requests = useLoanRequests();
  const decide = useDecideLoan();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { decision, request } = pending;
    decide.mutate(
      { loanId: request.id, decision },
      {
        onSuccess: () =>
          setResult({
            ok: true,
            text: decision === 'approve' ? t('admin.approved') : t('admin.declined'),
          }),
        onError: () =>
          setResult({
            ok: false,
            text: decision === 'approve' ? t('admin.approveFailed') : t('admin.declineFailed'),
          }),
        onSettled: () => setPending(null),
      },
    );
  };

  const list = requests.data?.loanRequests ?? [];
  return (
    <Stack gap="md">
      <ScreenTitle>{t('admin.title')}</ScreenTitle>
      <FormError error={requests.isError ? t('admin.fetchFailed') : null} />
      {result && (
        <Alert
          color={result.ok ? 'teal' : 'red'}
          role={result.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setResult(null)}
        >
          {result.text}
        </Alert>
      )}
      <Paper withBorder>
        <Table.ScrollContainer minWidth={860} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <TableHead
              columns={[
                t('admin.number'),
                t('admin.applicant'),
                t('admin.amount'),
                t('admin.duration'),
                t('admin.purpose'),
                t('admin.status'),
                t('admin.actions'),
              ]}
            />
            <Table.Tbody>
              {requests.isSuccess && list.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7} ta="center">
                    {t('admin.empty')}
                  </Table.Td>
                </Table.Tr>
              )}
              {list.map((request, index) => (
                <Table.Tr key={request.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{request.applicant}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAmount(request.amount)}</Table.Td>
                  <Table.Td>{t(`durations.${request.duration}`)}</Table.Td>
                  <Table.Td maw={260} style={{ overflowWrap: 'anywhere' }}>
                    {request.purpose}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge color={STATUS_COLOR[request.status]} variant="light">
                      {t(`status.${request.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {request.status === 'Pending' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => setPending({ request, decision: 'approve' })}>
                          {t('admin.approve')}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setPending({ request, decision: 'decline' })}
                        >
                          {t('admin.decline')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <DecisionDialog pending={pending} busy={decide.isPending} onCancel={() => setPending(null)} onConfirm={confirm} />
    </Stack>
  );
}

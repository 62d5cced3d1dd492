import { Badge, Button, Card, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { GuaranteeView } from '../../../shared/schemas/community-guarantees';
import { RefuseButton } from '../../components/refuse-button';
import { FormError } from '../../components/shell/form-error';
import { errorMessage } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { communitiesApi } from './communities-api';

/** What happens next for this guarantee, in plain words (docs/product/communities.md). */
function nextStep(g: GuaranteeView, t: (key: string, values?: Record<string, unknown>) => string) {
  const name = g.borrower.full_name;
  const words = { name, amount: formatMoney(g.amount), held: formatMoney(g.held), called: formatMoney(g.called) };
  switch (g.status) {
    case 'pending':
      return t('guarantees.next.pending', { ...words, asked: formatMoney(g.request.amount) });
    case 'accepted':
      return g.loan ? t('guarantees.next.accepted', words) : t('guarantees.next.acceptedWaiting', words);
    case 'called':
      return t('guarantees.next.called', words);
    case 'released':
      return t('guarantees.next.released', words);
    case 'declined':
      return t('guarantees.next.declined', words);
    case 'expired':
      return t('guarantees.next.expired', words);
  }
}

/**
 * One guarantee as its guarantor sees it: borrower, chama, amounts, the loan's state and what happens
 * next; a pending one shows the request's key facts and the borrower's record, with Accept (password)
 * and Decline.
 */
export function GuaranteeItem({
  guarantee: g,
  onDone,
}: {
  guarantee: GuaranteeView;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('communities');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') =>
      choice === 'accept'
        ? communitiesApi.acceptGuarantee(g.guarantee_id, password)
        : communitiesApi.declineGuarantee(g.guarantee_id),
    onSuccess: (_res, choice) => {
      setError(null);
      onDone(t(choice === 'accept' ? 'guarantees.accepted' : 'guarantees.declined'));
    },
    onError: (err) => setError(errorMessage(err, t('guarantees.failed'))),
  });
  const accept = () => {
    if (password === '') setError(t('guarantees.passwordNeeded'));
    else answer.mutate('accept');
  };
  const pending = g.status === 'pending';

  return (
    <Card withBorder radius="lg" p="md" component="article" aria-label={g.borrower.full_name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {g.borrower.full_name} · {g.community_name}
          </Text>
          <Badge variant="light">{t(`guarantees.statuses.${g.status}`)}</Badge>
        </Group>
        <Text size="sm" data-testid="guarantee-next">
          {nextStep(g, t)}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            t('guarantees.amount', { amount: formatMoney(g.amount) }),
            t('guarantees.held', { amount: formatMoney(g.held) }),
            g.loan ? t('guarantees.outstanding', { amount: formatMoney(g.loan.outstanding) }) : null,
            g.loan && g.loan.daysLate > 0 ? t('guarantees.daysLate', { count: g.loan.daysLate }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {pending && (
          <>
            <Text size="sm">
              {t('guarantees.facts', {
                amount: formatMoney(g.request.amount),
                total: formatMoney(g.request.total),
                count: g.request.months,
              })}
            </Text>
            <Text size="sm">
              {t('guarantees.record', {
                repaid: g.record.repaid,
                recovered: g.record.recovered,
                name: g.borrower.full_name,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('guarantees.expires', { date: formatDate(g.request.expires_at, i18n.language) })}
            </Text>
            <PasswordInput
              label={t('guarantees.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <FormError error={error} />
            <Group grow gap="sm">
              <Button
                loading={answer.isPending && answer.variables === 'accept'}
                disabled={answer.isPending}
                onClick={accept}
              >
                {t('guarantees.accept')}
              </Button>
              <RefuseButton
                loading={answer.isPending && answer.variables === 'decline'}
                disabled={answer.isPending}
                onClick={() => answer.mutate('decline')}
              >
                {t('guarantees.decline')}
              </RefuseButton>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

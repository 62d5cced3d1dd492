import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDialog } from '../../components/use-dialog';
import { notifications } from '@mantine/notifications';
import { lazy, useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router';
import { AfterFirstPaint } from '../../components/shell/after-first-paint';
import { BackLink, ErrorWithBack } from '../../components/shell/page-title';
import { formatMoney } from '../../lib/format';
import type { CommunityDetail } from '../../../shared/schemas/communities';
import { useCommunity, useRefreshCommunity } from './communities-api';
import { currentUserId } from '../../lib/session';
import { CycleCard } from './cycle-card';
import { LoansSection } from './loans-section';
import { MembersSection } from './members-section';
import { MyDuesCard } from './my-dues-card';
import { PayoutsSection } from './payouts-section';
import { PoolCard } from './pool-card';
import { RotationSection } from './rotation-section';
import { StatementSection } from './statement-section';
import { useFlash } from './use-flash';
import { RoleBadge } from './role-badge';
import { WaysToPay } from '../../components/ways-to-pay';
import { WhenOpened } from '../../components/shell/when-opened';

// The dialogs here (inputs, schemas, the modal) come with their first opening, not with the chama's page (decision 051).
const LoanMultipleModal = lazy(() => import('./loan-multiple-modal').then((m) => ({ default: m.LoanMultipleModal })));

/** /user/community/{id}: one community, what it holds, this cycle and every request (see docs/product/communities.md). */
export function CommunityPage() {
  const { t } = useTranslation('communities');
  const id = useParams().communityId ?? '';
  const query = useCommunity(id);
  const back = <BackLink to="/user/communities" label={t('community.back')} />;
  if (query.isPending) return <Loader mx="auto" display="block" mt="xl" aria-label={t('community.loading')} />;
  if (query.isError) return <ErrorWithBack back={back} error={t('community.notFound')} />;
  return <CommunityView community={query.data.community} back={back} />;
}

/** One success notice at a time: a second replaces the first instead of stacking a copy. */
const NOTICE = 'community-notice';
function showNotice(message: string) {
  notifications.hide(NOTICE);
  notifications.show({ id: NOTICE, color: 'teal', message });
}

/** What a section reports after a change: a success sentence; the page refreshes what may have moved. */
export type Notify = (message: string) => void;

function CommunityView({ community: c, back }: { community: CommunityDetail; back: React.ReactNode }) {
  const { t } = useTranslation('communities');
  const flash = useFlash();
  const refresh = useRefreshCommunity();
  const me = currentUserId();
  const myself = c.members.find((m) => m.user_id === me);
  const official = c.myRole !== 'member';
  const notify: Notify = (message) => {
    showNotice(message);
    void refresh(c.community_id);
  };
  const settings = useDialog<'multiple'>(notify);
  useEffect(() => {
    if (flash) showNotice(flash);
  }, [flash]);

  return (
    <Stack gap="md">
      {back}
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Title>
          <RoleBadge role={c.myRole} />
        </Group>
        {c.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {[
            t('community.terms', {
              amount: formatMoney(c.contributionAmount),
              frequency: t(`frequency.${c.frequency}`),
            }),
            c.lateFine > 0 ? t('community.fine', { amount: formatMoney(c.lateFine) }) : null,
            c.rotation ? t('community.rotationOn') : null,
            t('community.approvals', { count: c.approvalsRequired }),
            t('community.interest', { percent: c.loanInterestMonthly }),
            t('community.multiple', { count: c.loanMultiple }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap="sm">
          {c.myRole === 'chairperson' && (
            <Button size="xs" variant="light" onClick={() => settings.show('multiple')}>
              {t('settings.open')}
            </Button>
          )}
          <Anchor component={Link} to="/user/communities/guarantees" size="sm">
            {t('guarantees.link')}
          </Anchor>
        </Group>
      </Stack>
      <PoolCard community={c} />
      {myself && <MyDuesCard community={c} member={myself} onDone={notify} />}
      <CycleCard community={c} />
      <AfterFirstPaint>
        <WaysToPay communityId={c.community_id} />
        <PayoutsSection community={c} official={official} onDone={notify} />
        <LoansSection community={c} onDone={notify} />
        <MembersSection community={c} onDone={notify} />
        {c.rotation && <RotationSection community={c} chairperson={c.myRole === 'chairperson'} onDone={notify} />}
        <StatementSection community={c} />
      </AfterFirstPaint>
      <WhenOpened opened={settings.open !== null}>
        {settings.open && <LoanMultipleModal community={c} {...settings.props} />}
      </WhenOpened>
    </Stack>
  );
}

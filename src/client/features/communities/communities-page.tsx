import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Notice } from '../../components/shell/notice';
import { IconPlus } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router';
import { useCommunities, useRefreshCommunity } from './communities-api';
import { CommunityCard } from './community-card';
import { InvitationsSection } from './invitations-section';
import { useFlash } from './use-flash';
import { LoadError } from '../../components/shell/load-error';
import { WhenOpened } from '../../components/shell/when-opened';

const CreateCommunityModal = lazy(() =>
  import('./create-community-modal').then((m) => ({ default: m.CreateCommunityModal })),
);

/** /user/communities: my communities, invitations to answer, and creating one (see docs/product/communities.md). */
export function CommunitiesPage() {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const flash = useFlash();
  const communities = useCommunities();
  const refresh = useRefreshCommunity();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(flash);

  const created = (communityId: string) => {
    setCreating(false);
    void refresh();
    void navigate(`/user/community/${communityId}`, { state: { flash: t('create.success') } });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('list.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('list.intro')}
      </Text>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <Button leftSection={<IconPlus size={18} />} size="md" onClick={() => setCreating(true)}>
        {t('list.create')}
      </Button>
      <Anchor component={Link} to="/user/communities/guarantees" size="sm">
        {t('guarantees.link')}
      </Anchor>
      <InvitationsSection onAnswered={setNotice} />
      {communities.isPending && <Loader mx="auto" aria-label={t('list.title')} />}
      {communities.isError && (
        <LoadError text={t('loadError')} retry={t('retry')} onRetry={() => communities.refetch()} />
      )}
      {communities.data?.communities.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('list.empty')}
        </Text>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {communities.data?.communities.map((c) => (
          <li key={c.community_id}>
            <CommunityCard community={c} />
          </li>
        ))}
      </Stack>
      <WhenOpened opened={creating}>
        <CreateCommunityModal opened={creating} onClose={() => setCreating(false)} onCreated={created} />
      </WhenOpened>
    </Stack>
  );
}

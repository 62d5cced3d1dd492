import { Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { BackLink } from '../../components/shell/page-title';
import { LoadError } from '../../components/shell/load-error';
import { Notice } from '../../components/shell/notice';
import { useGuarantees, useRefreshCommunity } from './communities-api';
import { GuaranteeItem } from './guarantee-item';

/** /user/communities/guarantees: the loans I guarantee or am asked to guarantee (docs/product/communities.md). */
export function GuaranteesPage() {
  const { t } = useTranslation('communities');
  const guarantees = useGuarantees();
  const refresh = useRefreshCommunity();
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    void refresh();
    void guarantees.refetch();
  };
  const list = guarantees.data?.guarantees ?? [];

  return (
    <Stack gap="md">
      <BackLink to="/user/communities" label={t('community.back')} />
      <Title order={1} size="h3">
        {t('guarantees.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('guarantees.intro')}
      </Text>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {guarantees.isPending && <Loader mx="auto" aria-label={t('guarantees.title')} />}
      {guarantees.isError && (
        <LoadError text={t('loadError')} retry={t('retry')} onRetry={() => guarantees.refetch()} />
      )}
      {guarantees.isSuccess && list.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('guarantees.empty')}
        </Text>
      )}
      {list.map((g) => (
        <GuaranteeItem key={g.guarantee_id} guarantee={g} onDone={done} />
      ))}
    </Stack>
  );
}

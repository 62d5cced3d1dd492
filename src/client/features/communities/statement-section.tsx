import { SimpleGrid } from '@mantine/core';
import { RequestError } from '../../components/shell/form-error';
import { useMutation } from '@tanstack/react-query';
import { downloadButtons } from '../../components/download-buttons';
import { PageSection } from '../../components/shell/page-section';
import { useTranslation } from '../../i18n/react';
import type { CommunityDetail } from '../../../shared/schemas/communities';
import { saveFile } from '../../lib/download';
import { fetchStatement } from './communities-api';
import { PoolFingerprint } from './pool-fingerprint';

/** The pool statement, readable by every member, downloaded as CSV or PDF. */
export function StatementSection({ community: c }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const download = useMutation({
    mutationFn: async (format: 'csv' | 'pdf') =>
      saveFile(
        await fetchStatement(c.community_id, format),
        `${c.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-statement.${format}`,
      ),
  });
  return (
    <PageSection id="community-statement" title={t('statement.title')} hint={t('statement.intro')} framed>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {downloadButtons({ formats: ['csv', 'pdf'], download, label: (format) => t(`statement.${format}`) })}
      </SimpleGrid>
      <RequestError request={download} failed={t('statement.failed')} />
      <PoolFingerprint communityId={c.community_id} />
    </PageSection>
  );
}

import { Alert, Button, SimpleGrid } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { PageSection } from '../../components/page-section';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail } from '../../../shared/schemas/communities';
import { errorMessage } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { fetchStatement } from './communities-api';

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
        {(['csv', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={download.isPending && download.variables === format}
            disabled={download.isPending}
            onClick={() => download.mutate(format)}
          >
            {t(`statement.${format}`)}
          </Button>
        ))}
      </SimpleGrid>
      {download.isError && (
        <Alert color="red" role="alert">
          {errorMessage(download.error, t('statement.failed'))}
        </Alert>
      )}
    </PageSection>
  );
}

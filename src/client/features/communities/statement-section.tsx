import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
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
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="community-statement">
      <Stack gap="sm">
        <Title order={2} size="h4" id="community-statement">
          {t('statement.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('statement.intro')}
        </Text>
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
      </Stack>
    </Card>
  );
}

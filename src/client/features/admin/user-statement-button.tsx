import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { fetchFile, saveFile } from '../../lib/download';

/** The superadmin downloads a user's wallet statement of the last twelve months (PDF). */
export function UserStatementButton({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const download = useMutation({
    mutationFn: async () => {
      const from = dayjs().subtract(1, 'year').add(1, 'day').format('YYYY-MM-DD');
      const to = dayjs().format('YYYY-MM-DD');
      const query = new URLSearchParams({ format: 'pdf', from, to }).toString();
      saveFile(
        await fetchFile(`/api/statements/${encodeURIComponent(userId)}?${query}`),
        `pamoja-statement-${userId}-${from}-to-${to}.pdf`,
      );
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessage(err, t('details.statementFailed')) }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {t('details.statement')}
    </Button>
  );
}

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/api';
import { fetchFile, saveFile } from '../../lib/download';
import { addDays, addMonths, nairobiDay } from '../../../shared/nairobi-time';

/** The superadmin downloads a user's wallet statement of the last twelve months (PDF). */
export function UserStatementButton({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const download = useMutation({
    mutationFn: async () => {
      // The twelve months up to today in Nairobi, as the server counts days, whatever the device's time zone.
      const to = nairobiDay(new Date());
      const from = addDays(addMonths(to, -12), 1);
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

import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/api';
import { fetchFile, saveFile } from '../../lib/download';
import { getSession } from '../../lib/session';
import { SettingsIcon } from './settings-entry';

/**
 * Settings → Download my data (docs/product/account-and-settings.md, decision 095): the user's own data as a ZIP file, fetched
 * with their session and handed to the browser as a download; a refusal (three an hour) is shown.
 */
export function DownloadMyData() {
  const { t } = useTranslation('account');
  const userId = getSession()?.userId ?? '';
  const download = useMutation({
    mutationFn: async () => {
      const blob = await fetchFile(`/api/users/${encodeURIComponent(userId)}/export`);
      saveFile(blob, `pamoja-data-${userId}.zip`);
    },
    onSuccess: () => notifications.show({ color: 'green', message: t('settings.downloadDataDone') }),
    onError: (err) =>
      notifications.show({ color: 'red', message: errorMessage(err, t('settings.downloadDataFailed')) }),
  });
  return (
    <UnstyledButton
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-busy={download.isPending}
      aria-describedby="download-data-hint"
      px="md"
      py="sm"
      style={{ display: 'block', width: '100%' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <SettingsIcon>
            <IconFileZip size={20} />
          </SettingsIcon>
          <div>
            <Text>{t('settings.downloadData')}</Text>
            <Text size="xs" c="dimmed" id="download-data-hint">
              {t('settings.downloadDataHint')}
            </Text>
          </div>
        </Group>
        {download.isPending ? (
          <Loader size={18} aria-hidden />
        ) : (
          <IconDownload size={18} aria-hidden color="var(--mantine-color-dimmed)" />
        )}
      </Group>
    </UnstyledButton>
  );
}

import { Card, Center, Image, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { getSession } from '../../lib/session';

/**
 * An ID image. Uploads are served only with the bearer token, so the image is fetched with it and
 * shown from a blob URL; a missing or unreadable image shows the placeholder.
 */
export function IdImage({ path, label }: { path: string | null; label: string }) {
  const { t } = useTranslation('admin');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    const token = getSession()?.authToken;
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) return;
        url = URL.createObjectURL(await res.blob());
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return (
    <Card withBorder padding="xs">
      <Text size="sm" fw={600} mb="xs">
        {label}
      </Text>
      {src ? (
        <Image src={src} alt={label} h={180} fit="contain" />
      ) : (
        <Center h={180} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
          <NoImage text={t('details.noImage')} />
        </Center>
      )}
    </Card>
  );
}

function NoImage({ text }: { text: string }) {
  return (
    <Center style={{ flexDirection: 'column', gap: 8 }}>
      <IconId size={40} stroke={1.2} aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Center>
  );
}

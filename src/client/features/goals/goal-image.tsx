import { Box, Image, ThemeIcon } from '@mantine/core';
import { IconPigMoney } from '@tabler/icons-react';
import { useUploadImage } from '../../lib/shell/use-upload-image';

/** A goal's picture, or a calm placeholder when it has none (or it cannot be loaded). */
export function GoalImage({ path, alt, height }: { path: string | null; alt: string; height: number }) {
  const url = useUploadImage(path);
  if (url) return <Image src={url} alt={alt} h={height} fit="cover" radius="md" />;
  return (
    <Box
      h={height}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background:
          'linear-gradient(135deg, light-dark(var(--mantine-color-pamoja-1), var(--mantine-color-pamoja-9)), light-dark(var(--mantine-color-pamoja-4), var(--mantine-color-pamoja-7)))',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      role="img"
      aria-label={alt}
    >
      <ThemeIcon size={height > 100 ? 64 : 40} radius="xl" variant="white" color="pamoja">
        <IconPigMoney size={height > 100 ? 36 : 24} />
      </ThemeIcon>
    </Box>
  );
}

import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * One button a file format, each running `download` with its format: the one running spins and all
 * wait for it. The caller lays them out (a grid, a group): `{downloadButtons({ … })}`, so that
 * the layout counts each button as its own child (a growing Group sizes them by their number).
 */
export function downloadButtons<F extends string>({
  formats,
  download,
  disabled = false,
  label,
}: {
  formats: readonly F[];
  download: UseMutationResult<unknown, Error, F>;
  /** Also disabled while the download cannot start (a period not filled in). */
  disabled?: boolean;
  label: (format: F) => string;
}) {
  return formats.map((format) => (
    <Button
      key={format}
      variant="default"
      leftSection={<IconDownload size={18} />}
      loading={download.isPending && download.variables === format}
      disabled={download.isPending || disabled}
      onClick={() => download.mutate(format)}
    >
      {label(format)}
    </Button>
  ));
}

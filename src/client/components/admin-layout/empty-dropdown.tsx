import { Popover, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useOpenedOnArrival } from '../loads-on-press';
import { DropdownButton } from './top-bar-buttons';

/**
 * A bell or mail button whose panel says there is nothing new (a dialog: a menu must have items).
 * Loaded when first pressed, and then opened (top-bar.tsx).
 */
export function EmptyDropdown({
  label,
  empty,
  icon,
}: {
  label: string;
  empty: string;
  icon: ComponentType<{ size?: number }>;
}) {
  const { target, opened, setOpened } = useOpenedOnArrival<HTMLButtonElement>();
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={240}
      withinPortal
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        {/* a controlled popover leaves the toggling to its target */}
        <DropdownButton ref={target} label={label} icon={icon} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Text size="xs" fw={500} c="dimmed">
          {label}
        </Text>
        <Text size="sm" c="dimmed" py="xs">
          {empty}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A settings row's icon, in the primary colour. */
export function SettingsIcon({ children }: { children: ReactNode }) {
  return <span style={{ display: 'inline-flex', color: 'var(--mantine-primary-color-filled)' }}>{children}</span>;
}

/**
 * One row of the Settings list: icon, label, the current value (dimmed) and a chevron; a link to its
 * page (`to`) or a button opening a dialog (`onClick`).
 */
export function SettingsEntry({
  icon,
  label,
  detail,
  to,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  detail?: string;
  to?: string;
  onClick?: () => void;
}) {
  const row = (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <SettingsIcon>{icon}</SettingsIcon>
        <Text>{label}</Text>
      </Group>
      <Group gap={4} wrap="nowrap" c="dimmed">
        {detail && <Text size="sm">{detail}</Text>}
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Group>
  );
  return to ? (
    <UnstyledButton component={Link} to={to} px="md" py="sm" style={{ display: 'block' }}>
      {row}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={onClick} px="md" py="sm" style={{ display: 'block', width: '100%' }}>
      {row}
    </UnstyledButton>
  );
}

import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentType } from 'react';

type IconButtonProps = {
  /** The button's name: what a screen reader says, since nothing else on it is text. */
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** The icon's size in px (20 unless said). */
  iconSize?: number;
  onClick: () => void;
} & Omit<ActionIconProps, 'children'>;

/**
 * A button drawn as an icon alone (edit, delete, move, back): it cannot be left unnamed, and the
 * icon is decoration hidden from screen readers. Mantine's "lg" size unless the caller sets another.
 */
export function IconButton({ label, icon: Icon, iconSize = 20, onClick, ...props }: IconButtonProps) {
  return (
    <ActionIcon size="lg" aria-label={label} onClick={onClick} {...props}>
      <Icon size={iconSize} aria-hidden />
    </ActionIcon>
  );
}

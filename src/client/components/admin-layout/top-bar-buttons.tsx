import { ActionIcon, Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef, ComponentType } from 'react';

/** What a dropdown's target passes on (its handlers, `aria-expanded`, its ref) besides our own props. */
type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>;

/**
 * The top bar's buttons that open something, drawn alike before and after the code of what they
 * open has loaded (components/loads-on-press.tsx): as the bare button, closed, and as the dropdown's
 * target, whose props (handlers, `aria-expanded`, ref) override the bare button's.
 */
export function DropdownButton({
  label,
  icon: Icon,
  ...props
}: { label: string; icon: ComponentType<{ size?: number }> } & ButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
    >
      <Icon size={20} />
    </ActionIcon>
  );
}

/** The avatar that opens the profile menu: the initial of the superadmin's name. */
export function ProfileButton({ label, name, ...props }: { label: string; name: string } & ButtonProps) {
  return (
    <UnstyledButton aria-label={label} aria-haspopup="menu" aria-expanded={false} {...props}>
      <Avatar color="pamoja" radius="xl" size={34}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
}

import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { CommunityMember, RoleBody } from '../../../shared/schemas/communities';
import { ASSIGNABLE, isAssignable } from './member-roles';

/**
 * The chairperson's choice of a member's role, in a file of its own so that the inputs' chunk comes
 * with the first member the chairperson can name, not with every chama's page (decision 110).
 */
export default function MemberRoleSelect({
  member,
  disabled,
  onAsk,
}: {
  member: CommunityMember;
  disabled: boolean;
  onAsk: (role: RoleBody['role']) => void;
}) {
  const { t } = useTranslation('communities');
  return (
    <NativeSelect
      size="xs"
      label={t('members.roleOf', { name: member.full_name })}
      value={member.role}
      disabled={disabled}
      data={ASSIGNABLE.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
      onChange={(e) => {
        const role = e.currentTarget.value;
        if (isAssignable(role) && role !== member.role) onAsk(role);
      }}
    />
  );
}

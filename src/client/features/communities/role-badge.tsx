import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { CommunityRole } from '../../../shared/schemas/communities';

/** A member's role in a community, as a badge that keeps its width beside a long name. */
export function RoleBadge({ role }: { role: CommunityRole }) {
  const { t } = useTranslation('communities');
  return (
    <Badge variant="light" style={{ flexShrink: 0 }}>
      {t(`roles.${role}`)}
    </Badge>
  );
}

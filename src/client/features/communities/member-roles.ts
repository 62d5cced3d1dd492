import type { RoleBody } from '../../../shared/schemas/communities';

/** The roles a chairperson may give a member (the shared `roleBody` schema's), in the select's order. */
export const ASSIGNABLE = ['treasurer', 'secretary', 'member'] as const;
export const isAssignable = (role: string): role is RoleBody['role'] => ASSIGNABLE.some((r) => r === role);

import { z } from 'zod';
import { normalizeKenyanPhone } from './auth';
import { idParams, messageResponse } from './common';
import { COMMUNITY_TEXT, communityFrequency, namedCommunityFields } from './communities';

/**
 * Invitations to a community (chama): the invite body, the terms shown before Accept, and the
 * invitations the invitee and the officials read (docs/product/communities.md, decision 060).
 */

/** Whom an invitation is for: a phone stored as 254XXXXXXXXX, or a user ID. */
export type InviteTarget = { phone: string; userId?: undefined } | { phone?: undefined; userId: string };

/** Invite by phone (07…, 01…, 254…) or by user ID: exactly one of them. */
export const inviteBody = z
  .object({
    phone: z.string({ error: COMMUNITY_TEXT.invalidPhone }).trim().max(20, COMMUNITY_TEXT.invalidPhone).optional(),
    userId: z.string({ error: COMMUNITY_TEXT.inviteWho }).trim().max(64, COMMUNITY_TEXT.inviteWho).optional(),
  })
  .transform((v, ctx) => {
    const phone = v.phone ? v.phone : undefined;
    const user = v.userId ? v.userId : undefined;
    if ((phone === undefined) === (user === undefined)) {
      ctx.addIssue({ code: 'custom', message: COMMUNITY_TEXT.inviteWho });
      return z.NEVER;
    }
    if (phone !== undefined) {
      const normalized = normalizeKenyanPhone(phone);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: COMMUNITY_TEXT.invalidPhone });
        return z.NEVER;
      }
      const target: InviteTarget = { phone: normalized };
      return target;
    }
    const target: InviteTarget = { userId: user ?? '' };
    return target;
  });
export type InviteBody = z.input<typeof inviteBody>;

/** The terms a member takes on by joining: shown with an invitation before it is accepted. */
export const communityTerms = z.object({
  contributionAmount: z.number(),
  frequency: communityFrequency,
  /** KES added to the dues of a member who misses a cycle (0: none). */
  lateFine: z.number(),
  /** Officials' approvals a payout or loan needs. */
  approvalsRequired: z.number(),
  /** Monthly loan interest in percent. */
  loanInterestMonthly: z.number(),
  rotation: z.boolean(),
  memberCount: z.number(),
});
export type CommunityTerms = z.infer<typeof communityTerms>;

export const invitationView = z.object({
  invitation_id: z.string(),
  /** The community invited to. */
  ...namedCommunityFields,
  /** The full name of the member who invited. */
  invited_by: z.string(),
  /** What joining commits the member to. */
  terms: communityTerms,
});
export type InvitationView = z.infer<typeof invitationView>;

/** An invitation still waiting, as the community's officials see it. */
export const waitingInvitationView = z.object({
  invitation_id: z.string(),
  /** Who was invited: the phone number as typed (0712 345 678) for an invitation by phone, else the name. */
  invitee: z.string(),
  invited_by: z.string(),
  created_at: z.string(),
});
export type WaitingInvitationView = z.infer<typeof waitingInvitationView>;
export const waitingInvitationsResponse = z.object({ invitations: z.array(waitingInvitationView) });
export type WaitingInvitationsResponse = z.infer<typeof waitingInvitationsResponse>;
export const invitationIdParams = idParams.extend({ invitationId: z.string().trim().max(64) });

export const invitationsResponse = z.object({ invitations: z.array(invitationView) });
export type InvitationsResponse = z.infer<typeof invitationsResponse>;
export const inviteResponse = messageResponse.extend({ invitation_id: z.string() });
export const acceptInvitationResponse = messageResponse.extend({ community_id: z.string() });

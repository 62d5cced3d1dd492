import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MessageResponse } from '../../../shared/schemas/common';
import type {
  CommunitiesListResponse,
  CommunityLoansResponse,
  CommunityResponse,
  ContributionResponse,
  CreateCommunityBody,
  LoanBody,
  PayoutBody,
  PayoutResponse,
  PayoutsResponse,
  RepayBody,
  RoleBody,
  RotationBody,
  RotationResponse,
} from '../../../shared/schemas/communities';
import type {
  InvitationsResponse,
  InviteBody,
  WaitingInvitationsResponse,
} from '../../../shared/schemas/community-invitations';
import type { GuaranteesResponse, SettingsBody } from '../../../shared/schemas/community-guarantees';
import type { LoanAskedResponse } from '../../../shared/schemas/community-loan-asks';
import type { PoolProof } from '../../../shared/schemas/community-proof';
import { useRefreshWallet } from '../../lib/shell/use-account';
import { api } from '../../lib/api';
import type { IdempotencyHeaders } from '../../lib/use-idempotency-key';
import { fetchFile } from '../../lib/download';
import { getQuery, userQuery } from '../../lib/user-query';

const enc = encodeURIComponent;
const base = (id: string) => `/api/communities/${enc(id)}`;

/** The communities calls (see docs/product/communities.md); money calls carry the Idempotency-Key headers. */
export const communitiesApi = {
  create: (body: CreateCommunityBody) => api<CommunityResponse & MessageResponse>('POST', '/api/communities', body),
  invite: (id: string, body: InviteBody) => api<MessageResponse>('POST', `${base(id)}/invitations`, body),
  withdrawInvitation: (id: string, invitationId: string) =>
    api<MessageResponse>('DELETE', `${base(id)}/invitations/${enc(invitationId)}`),
  answerInvitation: (invitationId: string, answer: 'accept' | 'decline') =>
    api<MessageResponse>('POST', `/api/community-invitations/${enc(invitationId)}/${answer}`),
  setRole: (id: string, userId: string, body: RoleBody) =>
    api<MessageResponse>('PUT', `${base(id)}/members/${enc(userId)}/role`, body),
  setRotation: (id: string, body: RotationBody) => api<RotationResponse>('PUT', `${base(id)}/rotation`, body),
  contribute: (id: string, amount: number, headers: IdempotencyHeaders) =>
    api<ContributionResponse>('POST', `${base(id)}/contributions`, { amount }, { headers }),
  proposePayout: (id: string, body: PayoutBody, headers: IdempotencyHeaders) =>
    api<PayoutResponse>('POST', `${base(id)}/payouts`, body, { headers }),
  decidePayout: (id: string, payoutId: string, decision: 'approve' | 'reject', headers: IdempotencyHeaders) =>
    api<PayoutResponse>('POST', `${base(id)}/payouts/${enc(payoutId)}/${decision}`, {}, { headers }),
  proposeShareOut: (id: string, headers: IdempotencyHeaders) =>
    api<PayoutResponse>('POST', `${base(id)}/share-out`, {}, { headers }),
  borrow: (id: string, body: LoanBody, headers: IdempotencyHeaders) =>
    api<LoanAskedResponse>('POST', `${base(id)}/loans`, body, { headers }),
  setSettings: (id: string, body: SettingsBody) => api<MessageResponse>('PUT', `${base(id)}/settings`, body),
  acceptGuarantee: (guaranteeId: string, password: string) =>
    api<MessageResponse>('POST', `/api/community-guarantees/${enc(guaranteeId)}/accept`, { password }),
  declineGuarantee: (guaranteeId: string) =>
    api<MessageResponse>('POST', `/api/community-guarantees/${enc(guaranteeId)}/decline`),
  repay: (id: string, loanId: string, body: RepayBody, headers: IdempotencyHeaders) =>
    api<MessageResponse>('POST', `${base(id)}/loans/${enc(loanId)}/repay`, body, { headers }),
  leave: (id: string, userId: string, headers: IdempotencyHeaders) =>
    api<MessageResponse>('DELETE', `${base(id)}/members/${enc(userId)}`, undefined, { headers }),
};

/**
 * The pool statement as a file (members only). A download link cannot send the bearer token, so it is
 * fetched here; a refusal becomes an ApiError with the server's message, like every other call.
 */
export function fetchStatement(id: string, format: 'csv' | 'pdf'): Promise<Blob> {
  return fetchFile(`${base(id)}/statement?format=${format}`);
}

export function useCommunities() {
  return useQuery(userQuery<CommunitiesListResponse>('communities', () => '/api/communities'));
}

/** The loans I guarantee or am asked to guarantee (docs/product/communities.md). */
export function useGuarantees() {
  return useQuery(userQuery<GuaranteesResponse>('community-guarantees', () => '/api/community-guarantees'));
}

export function useInvitations() {
  return useQuery(userQuery<InvitationsResponse>('community-invitations', () => '/api/community-invitations'));
}

export function useCommunity(id: string) {
  return useQuery({
    queryKey: ['community', id],
    ...getQuery<CommunityResponse>(base(id)),
    enabled: id !== '',
    retry: false,
  });
}

/** The community's invitations still waiting (officials only). */
export function useWaitingInvitations(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['community', id, 'invitations'],
    queryFn: ({ signal }) => api<WaitingInvitationsResponse>('GET', `${base(id)}/invitations`, undefined, { signal }),
    enabled: enabled && id !== '',
  });
}

export function usePayouts(id: string) {
  return useQuery({
    queryKey: ['community', id, 'payouts'],
    ...getQuery<PayoutsResponse>(`${base(id)}/payouts`),
    enabled: id !== '',
  });
}

export function useCommunityLoans(id: string) {
  return useQuery({
    queryKey: ['community', id, 'loans'],
    ...getQuery<CommunityLoansResponse>(`${base(id)}/loans`),
    enabled: id !== '',
  });
}

/** The head of the pool's chain, its "Pool fingerprint" (decision 083). */
export function usePoolProof(id: string) {
  return useQuery({
    queryKey: ['community', id, 'proof'],
    ...getQuery<PoolProof>(`${base(id)}/proof`),
    enabled: id !== '',
  });
}

export function useRotation(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['community', id, 'rotation'],
    queryFn: ({ signal }) => api<RotationResponse>('GET', `${base(id)}/rotation`, undefined, { signal }),
    enabled: enabled && id !== '',
  });
}

/** Refreshes what a change in a community can move: it, its lists, my communities and my wallet. */
export function useRefreshCommunity() {
  const refresh = useRefreshWallet();
  return useCallback(
    (id?: string) => refresh(['communities'], ['community-invitations'], ...(id ? [['community', id]] : [])),
    [refresh],
  );
}

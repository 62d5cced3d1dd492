import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  DeclareDividendResponse,
  DividendPreviewResponse,
  HolderView,
  ShareSettingsBody,
  ShareSettingsResponse,
} from '../../../shared/schemas/shares';
import { api } from '../../lib/api';
import type { IdempotencyHeaders } from '../../lib/use-idempotency-key';
import { listPages } from './api';

/** The console's calls about Pamoja shares (see docs/product/shares.md). */

/** How many holders the dividend preview lists (the largest amounts). */
export const PREVIEW_TOP = 20;

export const sharesAdminApi = {
  saveSettings: (body: ShareSettingsBody) => api<ShareSettingsResponse>('PUT', '/superadmin/shares', { ...body }),
  preview: (amount: number) =>
    api<DividendPreviewResponse>(
      'GET',
      `/superadmin/dividends/preview?${new URLSearchParams({ amount: String(amount), top: String(PREVIEW_TOP) }).toString()}`,
    ),
  declareDividend: (amount: number, headers: IdempotencyHeaders) =>
    api<DeclareDividendResponse>('POST', '/superadmin/dividends', { amount }, { headers }),
};

export type HolderListKind = 'investors' | 'shareholdings';
const field: Record<HolderListKind, string> = { investors: 'investors', shareholdings: 'shareholders' };

/** Share holders, page by page like the user lists; `search` filters by name, email or phone. */
export function useHolders(kind: HolderListKind, search = '') {
  return useInfiniteQuery(listPages<HolderView>(['admin', 'list', kind], `/superadmin/${kind}`, field[kind], search));
}

/** After a change of shares or a dividend: every console figure and list may have moved. */
export function useRefreshConsole() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['admin'] }), [client]);
}

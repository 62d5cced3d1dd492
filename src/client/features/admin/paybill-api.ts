import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '../../../shared/schemas/common';
import type { SuspensePayment } from '../../../shared/schemas/paybill';
import { api } from '../../lib/api';
import { getQuery } from '../../lib/user-query';

/** The console's calls about paybill payments that named nobody (see docs/product/paybill.md). */

type SuspenseList = { payments: SuspensePayment[]; total: number };

export const SUSPENSE_KEY = ['admin', 'paybill-suspense'] as const;

export function usePaybillSuspense() {
  return useQuery({
    queryKey: SUSPENSE_KEY,
    ...getQuery<SuspenseList>('/superadmin/paybill/suspense'),
  });
}

export const paybillAdminApi = {
  assign: (transId: string, userId: string) =>
    api<MessageResponse>('POST', `/superadmin/paybill/suspense/${encodeURIComponent(transId)}/assign`, { userId }),
};

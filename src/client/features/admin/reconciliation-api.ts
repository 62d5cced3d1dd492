import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationRun, ReconciliationRunsResponse } from '../../../shared/schemas/reconciliation';
import { api } from '../../lib/api';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';

/** The reconciliation runs with M-Pesa (docs/product/proof.md), newest first. */
export function useReconciliationRuns() {
  return useQuery({
    queryKey: ['admin', 'reconciliation'],
    queryFn: ({ signal }) =>
      api<ReconciliationRunsResponse>('GET', '/superadmin/reconciliation', undefined, { signal }),
  });
}

/** Run now: the last 48 hours. */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useOneAtATimeMutation({
    mutationFn: () => api<{ run: ReconciliationRun }>('POST', '/superadmin/reconciliation', {}),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'reconciliation'] }),
  });
}

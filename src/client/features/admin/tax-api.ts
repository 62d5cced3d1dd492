import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxRemitResponse, TaxReport } from '../../../shared/schemas/tax';
import { api } from '../../lib/api';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';

/** The month's withholding tax (docs/product/tax.md). */
export function useTaxReport(month: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'tax', month],
    queryFn: ({ signal }) =>
      api<TaxReport>('GET', `/superadmin/tax?${new URLSearchParams({ month }).toString()}`, undefined, { signal }),
  });
}

/** Records the remittance of what is due for the month to KRA. */
export function useRemitTax() {
  const client = useQueryClient();
  return useOneAtATimeMutation({
    mutationFn: (body: { month: string; reference: string }) =>
      api<TaxRemitResponse>('POST', '/superadmin/tax/remit', body),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'tax'] }),
  });
}

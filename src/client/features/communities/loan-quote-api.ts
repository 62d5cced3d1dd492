import type { KeyFactsFigures } from '../../components/key-facts';
import type { CommunityLoanKeyFacts } from '../../../shared/schemas/key-facts';
import { api } from '../../lib/api';

const enc = encodeURIComponent;

/** `GET /api/communities/{id}/loans/quote`: a chama loan's key facts before it is asked for (docs/product/communities.md). */
export async function communityLoanQuote(id: string, amount: number, months: number): Promise<KeyFactsFigures> {
  const q = await api<CommunityLoanKeyFacts>(
    'GET',
    `/api/communities/${enc(id)}/loans/quote?amount=${enc(String(amount))}&months=${enc(String(months))}`,
  );
  return {
    principal: q.principal,
    charge: q.interest,
    total: q.total,
    apr: q.apr,
    dueDate: q.dueDate,
    capped: q.capped,
  };
}

import { z } from 'zod';
import { messageResponse } from './common';
import { payoutView } from './communities';
import { loanApplicationView } from './community-guarantees';

/**
 * `POST /api/communities/{id}/loans`'s answer (docs/product/communities.md): the loan's payout request when it went to
 * the officials at once, or the application waiting for its guarantors.
 */
export const loanAskedResponse = messageResponse.extend({
  payout: payoutView.nullable(),
  application: loanApplicationView.nullable(),
});
export type LoanAskedResponse = z.infer<typeof loanAskedResponse>;

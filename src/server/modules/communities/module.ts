import type { Module } from '../../module';
import { cycleCloseJob } from './cycle-close';
import { communityFinesPaidInvariant } from './fines-paid-invariant';
import { communityPoolInvariant } from './pool-invariant';
import { communityHoldsInvariant } from './guarantee-invariant';
import { poolNoticeJob } from './pool-notices';
import { communitiesRoutes } from './routes';

/** Communities (chamas): pools, dues, payouts with approvals, rotation, table banking (see docs/product/communities.md). */
export const communitiesModule: Module = {
  name: 'communities',
  routes: communitiesRoutes,
  jobs: [cycleCloseJob, poolNoticeJob],
  invariants: [communityPoolInvariant, communityFinesPaidInvariant, communityHoldsInvariant],
};

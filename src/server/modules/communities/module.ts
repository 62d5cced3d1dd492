import type { Module } from '../../module';
import { cycleCloseJob } from './cycle-close';
import { poolNoticeJob } from './pool-notices';
import { communitiesRoutes } from './routes';

/** Communities (chamas): pools, dues, payouts with approvals, rotation, table banking (see docs/product/communities.md). */
export const communitiesModule: Module = {
  name: 'communities',
  routes: communitiesRoutes,
  jobs: [cycleCloseJob, poolNoticeJob],
};

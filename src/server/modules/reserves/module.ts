import type { Module } from '../../module';
import { noMpesaFloat, type FloatSource } from './float-source';
import { nightlyAttestationJob } from './nightly';
import { reservesRoutes } from './routes';

/**
 * Where attestations read M-Pesa's float. The one line to change once reconciliation (branch
 * i33-recon) publishes its float function: `const floatSource: FloatSource = <its function>;`.
 */
const floatSource: FloatSource = noMpesaFloat;

export const reservesModule: Module = {
  name: 'reserves',
  routes: reservesRoutes(floatSource),
  jobs: [nightlyAttestationJob(floatSource)],
};

import type { Module } from '../../module';
import { currentMpesaFloat, MpesaFloatUnavailableError } from '../reconciliation';
import type { FloatSource } from './float-source';
import { nightlyAttestationJob } from './nightly';
import { reservesRoutes } from './routes';

/**
 * Where attestations read M-Pesa's float: reconciliation's `currentMpesaFloat` asks M-Pesa (Account
 * Balance) and waits for its answer, else gives the latest figure M-Pesa reported. When M-Pesa never
 * reported one, the attestation counts the ledger's figure and marks it so (decision 080).
 */
const floatSource: FloatSource = async (ctx) => {
  try {
    return (await currentMpesaFloat(ctx)).cents;
  } catch (err) {
    if (err instanceof MpesaFloatUnavailableError) return undefined;
    throw err;
  }
};

export const reservesModule: Module = {
  name: 'reserves',
  routes: reservesRoutes(floatSource),
  jobs: [nightlyAttestationJob(floatSource)],
};

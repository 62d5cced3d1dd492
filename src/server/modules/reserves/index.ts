/** The reserves module's public surface (what other modules, the benchmarks and tests may import). */
export { reservesModule } from './module';
export { attest, type Attestation, type AttestRequest } from './attest';
export { noMpesaFloat, ledgerFloatCents, type FloatSource } from './float-source';
export { nightDue, NIGHTLY_AT_MS } from './nightly';
export { publicReserves, reservesProof, ratioPercent } from './reserves-read';

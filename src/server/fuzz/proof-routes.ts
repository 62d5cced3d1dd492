/** The routes of proof (docs/product/proof.md) the fuzz suites make sure of: reconciliation, the reserves, a pool's chain, M-Pesa's float. */
export const PROOF_ROUTES = [
  'GET /api/reserves',
  'GET /api/users/{userId}/reserves-proof',
  'POST /superadmin/reserves/attest',
  'POST /superadmin/reconciliation',
  'GET /superadmin/reconciliation',
  'GET /api/communities/{id}/proof',
  'POST /mpesa/callbacks/balance-result/{id}/{token}',
  'POST /mpesa/callbacks/balance-timeout/{id}/{token}',
  'POST /mpesa/simulator/mpesa/accountbalance/v1/query',
  'POST /mpesa/simulator/pulltransactions/v1/query',
];

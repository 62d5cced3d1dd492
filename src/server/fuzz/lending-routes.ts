/** The lending routes (docs/product/loans.md) the fuzz suites make sure of: quotes, guarantees, the loan multiple. */
export const LENDING_ROUTES = [
  'GET /api/loans/quote',
  'GET /api/communities/{id}/loans/quote',
  'POST /api/communities/{id}/loans',
  'PUT /api/communities/{id}/settings',
  'GET /api/community-guarantees',
  'POST /api/community-guarantees/{guaranteeId}/accept',
  'POST /api/community-guarantees/{guaranteeId}/decline',
];

/**
 * The tax and data routes the fuzz suites make sure of: the withholding-tax report and remittance
 * (docs/product/tax.md) and the user's data, mailed or downloaded (decisions 095, 103).
 */
export const TAX_AND_EXPORT_ROUTES = [
  'GET /superadmin/tax',
  'POST /superadmin/tax/remit',
  'GET /api/users/{userId}/export',
  'POST /api/users/{userId}/request-info',
];

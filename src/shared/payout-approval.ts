/**
 * Who may approve a pending community payout request, as the server decides and the screen shows it
 * (decision 057): an official approves once, and approves again only to retry the payment of a request
 * that already has its approvals but found the pool short.
 */
export function mayApprove(p: { approvals: readonly string[]; required: number }, userId: string): boolean {
  return !p.approvals.includes(userId) || p.approvals.length >= p.required;
}

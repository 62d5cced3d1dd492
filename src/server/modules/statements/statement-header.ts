/** Whose statement it is and for which period (Nairobi calendar days, both included). */
export interface StatementHeader {
  /** A user's wallet, or a community's pool. */
  kind: 'wallet' | 'pool';
  name: string;
  phone: string | null;
  language: string;
  from: string;
  to: string;
  generatedAt: Date;
}

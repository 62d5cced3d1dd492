import { communityLoanInterest } from '../../../shared/community-cycles';
import { hasAtMostTwoDecimals, parseKes, toCents, toKes } from '../../../shared/money';
import { MAX_COMMUNITY_KES } from '../../../shared/schemas/communities';

export interface CommunityLoanTerms {
  principal: number;
  interest: number;
  total: number;
  months: number;
}

/**
 * What a community loan costs, by the server's own rule (docs/product/communities.md): flat monthly
 * interest in cents, capped at the principal. Null while the amount or months are not valid yet.
 */
export function communityLoanTerms(amount: number, ratePercent: number, months: number): CommunityLoanTerms | null {
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_COMMUNITY_KES || !hasAtMostTwoDecimals(amount))
    return null;
  if (!Number.isInteger(months) || months < 1 || months > 12) return null;
  const rate = parseKes(ratePercent);
  if (!rate.ok) return null;
  const principal = toCents(amount);
  const interest = communityLoanInterest(principal, Number(rate.cents), months);
  return { principal: toKes(principal), interest: toKes(interest), total: toKes(principal + interest), months };
}

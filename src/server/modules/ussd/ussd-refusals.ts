import type { LocalizedText } from '../../../shared/localized-text';
import { INVALID_CONTRIBUTION } from '../../../shared/schemas/goals';
import { LOAN_MESSAGES } from '../../../shared/schemas/loans';
import { schemaText } from '../../../shared/schemas/schema-texts';
import { walletMessages } from '../../../shared/schemas/wallet';
import { AppError, InsufficientFundsError } from '../../errors';
import { COMMUNITY_ERRORS } from '../communities';
import { GOAL_COMPLETE } from '../goals';
import { TOO_MANY_PROMPTS } from '../wallet';
import { ussdTexts } from './ussd-texts';

/** The services' refusals that mean "not enough in the wallet", each in its feature's words. */
const INSUFFICIENT = new Set<string>([
  walletMessages.insufficient,
  INVALID_CONTRIBUTION,
  COMMUNITY_ERRORS.insufficientWallet.en,
  LOAN_MESSAGES.insufficientBalance,
]);

/**
 * What a service's refusal says on a USSD screen, in both languages. The common refusals have
 * USSD words of their own; any other is the refusal's own pair from its module's texts (decision
 * 073), or a shared schema's pair found by its English (schema-texts.ts); a sentence with no pair
 * keeps its English beside a general Kiswahili sentence. An unexpected error asks the user
 * to look at the balance before trying again (the step's key makes a retry in the same session safe).
 */
export function refusalOf(err: unknown): LocalizedText {
  if (!(err instanceof AppError)) return ussdTexts.failed;
  if (err instanceof InsufficientFundsError || INSUFFICIENT.has(err.message)) return ussdTexts.insufficient;
  if (err.message === GOAL_COMPLETE.en) return ussdTexts.goalComplete;
  if (err.message === TOO_MANY_PROMPTS) return ussdTexts.waitingPrompts;
  if (err.text) return err.text;
  return schemaText(err.message) ?? { en: err.message, sw: ussdTexts.refused.sw };
}

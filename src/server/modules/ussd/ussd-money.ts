import type { z } from 'zod';
import type { LocalizedText } from '../../../shared/localized-text';
import { toCents } from '../../../shared/money';
import { type CommunitySummary, contributionBody } from '../../../shared/schemas/communities';
import type { DuesParts } from '../../../shared/community-cycles';
import { contributeBody } from '../../../shared/schemas/goals';
import { repayBody } from '../../../shared/schemas/loans';
import { depositBody, withdrawalBody } from '../../../shared/schemas/wallet';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { listCommunities, contribute as payChama } from '../communities';
import { listGoals, contribute as saveToGoal } from '../goals';
import { listLoans, repayLoan } from '../loans';
import { startDeposit, startWithdrawal } from '../wallet';
import { type Caller, stepKey } from './ussd-caller';
import { refusalOf } from './ussd-refusals';
import { con, end, retry, type Screen, say, short } from './ussd-reply';
import { ussdTexts } from './ussd-texts';

/**
 * The menu's money paths. Each is a front door over the feature's own service (decision 034): the
 * rules, the ledger entry and its Idempotency-Key handling stay there; here are only the questions,
 * the amount read with the route's own schema, and the answer in the caller's language.
 */
interface AmountFlow {
  /** The question for the amount (with what the user needs to know to answer it). */
  ask: LocalizedText;
  /** The route's schema for the amount: the same limits as the app. */
  amount: z.ZodType<number>;
  invalid: LocalizedText;
  /** A refusal the service would make, said before asking to confirm (over what is owed). */
  check?: (cents: bigint) => LocalizedText | undefined;
  confirm: (cents: bigint) => LocalizedText;
  /** Does it, with the key of this step; the closing text. */
  act: (kes: number, key: string) => Promise<LocalizedText>;
}

/**
 * amount → confirm → done. `steps` are the inputs after the path's own choices; `path` all the
 * inputs of the menu after the PIN (they name the Idempotency-Key of the money step).
 */
async function amountFlow(
  ctx: AppContext,
  caller: Caller,
  path: string[],
  steps: string[],
  flow: AmountFlow,
): Promise<Screen> {
  const lang = caller.language;
  const [typed, confirmed, ...extra] = steps;
  if (typed === undefined) return con(say(flow.ask, lang));
  // The keypad sends digits (and `*`/`#`): read them as the number the app's form would send.
  const parsed = flow.amount.safeParse(/^\d{1,12}(?:\.\d{1,2})?$/.test(typed) ? Number(typed) : typed);
  if (!parsed.success) return retry(flow.invalid, lang);
  const cents = toCents(parsed.data);
  const refused = flow.check?.(cents);
  if (refused) return retry(refused, lang);
  if (confirmed === undefined) return con(`${say(flow.confirm(cents), lang)}\n${say(ussdTexts.confirm, lang)}`);
  if (confirmed !== '1' || extra.length > 0) return retry(ussdTexts.invalidChoice, lang);
  try {
    return end(say(await flow.act(parsed.data, stepKey(caller, path)), lang));
  } catch (err) {
    if (!(err instanceof AppError)) ctx.log.error({ err, userId: caller.userId }, 'USSD money step failed');
    return end(say(refusalOf(err), lang));
  }
}

/** The M-Pesa paths' questions: an amount within M-Pesa's limits, to or from the calling phone. */
const onCallersPhone = (
  caller: Caller,
  ask: (phone: string) => LocalizedText,
  confirm: (cents: bigint, phone: string) => LocalizedText,
) => ({
  ask: ask(caller.phone),
  invalid: ussdTexts.mpesaAmount,
  confirm: (cents: bigint) => confirm(cents, caller.phone),
});

/** What both M-Pesa paths ask of the wallet: `kes` to or from the calling phone, under this step's key. */
const callersPhoneRequest = (caller: Caller, kes: number, key: string, description: string) => ({
  userId: caller.userId,
  amountKes: kes,
  phone: caller.phone,
  description,
  idempotencyKey: key,
});

/** 2: an STK push to the calling phone, through the wallet's deposit service. */
export function depositScreen(ctx: AppContext, caller: Caller, steps: string[]): Promise<Screen> {
  return amountFlow(ctx, caller, ['2', ...steps], steps, {
    ...onCallersPhone(caller, ussdTexts.depositAsk, ussdTexts.depositConfirm),
    amount: depositBody.shape.amount,
    act: async (kes, key) => {
      const { deposit } = await startDeposit(ctx, callersPhoneRequest(caller, kes, key, 'USSD deposit'));
      return ussdTexts.depositStarted(deposit.amount_cents, caller.sms);
    },
  });
}

/** 3: B2C to the calling phone (the account's own number: no code needed), through the wallet's withdrawal service. */
export function withdrawScreen(ctx: AppContext, caller: Caller, steps: string[]): Promise<Screen> {
  return amountFlow(ctx, caller, ['3', ...steps], steps, {
    ...onCallersPhone(caller, ussdTexts.withdrawAsk, ussdTexts.withdrawConfirm),
    amount: withdrawalBody.shape.amount,
    act: async (kes, key) => {
      const { withdrawal } = await startWithdrawal(ctx, {
        ...callersPhoneRequest(caller, kes, key, 'USSD withdrawal'),
        verificationCode: undefined,
      });
      return ussdTexts.withdrawStarted(withdrawal.amount_cents, caller.phone);
    },
  });
}

/** Lists fit a screen: the first five (newest first), numbered 1–5. */
const LIST_MAX = 5;

function pick<T>(items: T[], typed: string): T | undefined {
  if (!/^[1-9]$/.test(typed)) return undefined;
  const index = Number(typed) - 1;
  return index < LIST_MAX ? items[index] : undefined;
}

interface ListMenu<T> {
  /** Said (and the session ends) when there is nothing to choose. */
  none: LocalizedText;
  title: LocalizedText;
  name: (item: T) => string;
}

/** list → choice, then `chosen` with the inputs after the choice. */
async function listFlow<T>(
  caller: Caller,
  steps: string[],
  items: T[],
  menu: ListMenu<T>,
  chosen: (item: T, rest: string[]) => Promise<Screen>,
): Promise<Screen> {
  const lang = caller.language;
  if (items.length === 0) return end(say(menu.none, lang));
  const [typed, ...rest] = steps;
  if (typed === undefined) {
    const lines = items.slice(0, LIST_MAX).map((item, i) => `${i + 1} ${short(menu.name(item))}`);
    return con([say(menu.title, lang), ...lines].join('\n'));
  }
  const item = pick(items, typed);
  if (!item) return retry(ussdTexts.invalidChoice, lang);
  return chosen(item, rest);
}

/** 4: choose one of the user's goals, then save into it from the wallet (the goals module's contribution). */
export async function goalScreen(ctx: AppContext, caller: Caller, steps: string[]): Promise<Screen> {
  const { goals } = await listGoals(ctx.db, caller.userId);
  const menu = { none: ussdTexts.noGoals, title: ussdTexts.chooseGoal, name: (g: { title: string }) => g.title };
  return listFlow(caller, steps, goals, menu, async (goal, rest) => {
    const saved = toCents(goal.saved_amount);
    const target = toCents(goal.target_amount);
    const title = short(goal.title);
    if (saved >= target) return end(say(ussdTexts.goalComplete, caller.language));
    return amountFlow(ctx, caller, ['4', ...steps], rest, {
      ask: ussdTexts.goalAsk(title, saved, target),
      amount: contributeBody.shape.contributionAmount,
      invalid: ussdTexts.amountInvalid,
      check: (c) => (c > target - saved ? ussdTexts.goalAbove(target - saved) : undefined),
      confirm: (c) => ussdTexts.goalConfirm(c, title),
      act: async (kes, key) => {
        await saveToGoal(ctx, goal.goal_id, caller.userId, kes, key);
        return ussdTexts.goalDone(toCents(kes), title);
      },
    });
  });
}

/** A chama's dues as the list gives them, in cents. */
const chamaDues = (c: CommunitySummary): DuesParts => ({
  fines: toCents(c.myDuesParts.fines),
  earlier: toCents(c.myDuesParts.earlier),
  current: toCents(c.myDuesParts.current),
  total: toCents(c.myDues),
});

/** 5: choose a chama, see the dues, pay them (or any amount) from the wallet (the communities module's contribution). */
export async function chamaScreen(ctx: AppContext, caller: Caller, steps: string[]): Promise<Screen> {
  const chamas = await listCommunities(ctx, caller.userId);
  const menu = { none: ussdTexts.noChamas, title: ussdTexts.chooseChama, name: (c: { name: string }) => c.name };
  return listFlow(caller, steps, chamas, menu, async (chama, rest) => {
    const name = short(chama.name);
    return amountFlow(ctx, caller, ['5', ...steps], rest, {
      ask: ussdTexts.chamaAsk(name, chamaDues(chama)),
      amount: contributionBody.shape.amount,
      invalid: ussdTexts.amountInvalid,
      confirm: (c) => ussdTexts.chamaConfirm(c, name),
      act: async (kes, key) => {
        const paid = await payChama(ctx, chama.community_id, caller.userId, kes, key);
        return ussdTexts.chamaDone(paid.amountCents, name, paid.dues);
      },
    });
  });
}

/** 6: the loan's balance and due date, then a repayment from the wallet (the loans module's repayment). */
export async function loanScreen(ctx: AppContext, caller: Caller, steps: string[]): Promise<Screen> {
  const lang = caller.language;
  const { loans } = await listLoans(ctx, caller.userId);
  const loan = loans.find((l) => l.status === 'Approved');
  if (!loan) {
    return end(say(loans.some((l) => l.status === 'Pending') ? ussdTexts.loanPending : ussdTexts.noLoan, lang));
  }
  const owed = toCents(loan.outstanding);
  const due = loan.repayment_due_date;
  const [typed, ...rest] = steps;
  if (typed === undefined) return con(say(ussdTexts.loanMenu(owed, due, loan.overdue), lang));
  if (typed !== '1') return retry(ussdTexts.invalidChoice, lang);
  return amountFlow(ctx, caller, ['6', ...steps], rest, {
    ask: ussdTexts.repayAsk(owed),
    amount: repayBody.shape.repaymentAmount,
    invalid: ussdTexts.amountInvalid,
    check: (c) => (c > owed ? ussdTexts.overOutstanding(owed) : undefined),
    confirm: (c) => ussdTexts.repayConfirm(c, toCents(loan.repayment_amount), due),
    act: async (kes, key) => {
      const after = await repayLoan(ctx, caller.userId, loan.id, { userId: caller.userId, repaymentAmount: kes }, key);
      return ussdTexts.repayDone(toCents(kes), toCents(after.outstanding));
    },
  });
}

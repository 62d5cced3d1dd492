import { toCents } from '../../../shared/money';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import { saveLanguage } from '../account';
import { accountOf, transactionsOf } from '../wallet';
import type { Caller } from './ussd-caller';
import { end, retry, type Screen, say } from './ussd-reply';
import { con } from './ussd-reply';
import { failedMark, kindName, pendingMark, ussdTexts } from './ussd-texts';

/** 1: the wallet balance, as the wallet module reads it. */
export async function balanceScreen(ctx: AppContext, caller: Caller): Promise<Screen> {
  const { account } = await accountOf(ctx.db, caller.userId);
  return end(say(ussdTexts.balance(toCents(account.balance)), caller.language));
}

/** "1,200" or "1,200.50": the mini-statement's compact amounts. */
const amountText = (kes: number) =>
  kes.toLocaleString('en-KE', { minimumFractionDigits: Number.isInteger(kes) ? 0 : 2, maximumFractionDigits: 2 });

/** 7: the last five movements of the wallet (the transactions screen's list), one short line each. */
export async function statementScreen(ctx: AppContext, caller: Caller): Promise<Screen> {
  const lang = caller.language;
  const last = (await transactionsOf(ctx.db, caller.userId)).slice(0, 5);
  if (last.length === 0) return end(say(ussdTexts.noTransactions, lang));
  const lines = last.map((t) => {
    const day = nairobiDay(new Date(t.date));
    const mark =
      t.status === 'processing' ? ` ${pendingMark[lang]}` : t.status === 'failed' ? ` ${failedMark[lang]}` : '';
    const sign = t.type === 'deposit' ? '+' : '-';
    return `${day.slice(8, 10)}/${day.slice(5, 7)} ${sign}${amountText(t.net)} ${kindName(t.category, lang)}${mark}`;
  });
  return end([say(ussdTexts.statementTitle, lang), ...lines].join('\n'));
}

/** 8: the user's language (the same setting as the app's), then the answer in the new language. */
export async function languageScreen(ctx: AppContext, caller: Caller, steps: string[]): Promise<Screen> {
  const [pick, ...extra] = steps;
  if (pick === undefined) return con(say(ussdTexts.languageMenu, caller.language));
  const language = pick === '1' ? 'en' : pick === '2' ? 'sw' : undefined;
  if (!language || extra.length > 0) return retry(ussdTexts.invalidChoice, caller.language);
  await saveLanguage(ctx.db, caller.userId, language, ctx.clock.now());
  return end(say(ussdTexts.languageSaved, language));
}

import type { AppContext } from '../../context';
import { type Caller, callerOf } from './ussd-caller';
import { chamaScreen, depositScreen, goalScreen, loanScreen, withdrawScreen } from './ussd-money';
import { checkPin, pinStatus } from './ussd-pin';
import { balanceScreen, languageScreen, statementScreen } from './ussd-reads';
import { con, end, type Screen, retry, say } from './ussd-reply';
import { ussdTexts } from './ussd-texts';

/** What Africa's Talking posts for each step of a session (form fields). */
export interface UssdCallback {
  sessionId?: string | undefined;
  serviceCode?: string | undefined;
  phoneNumber?: string | undefined;
  networkCode?: string | undefined;
  text?: string | undefined;
}

/** Longer sessions are not a person at a keypad: answered without reading them. */
const MAX_TEXT = 300;
const MAX_INPUTS = 40;

/**
 * The inputs that count, from AT's `text` (every input of the session joined by `*`): the first is
 * the PIN; after it `0` goes back one step and `00` back to the menu, as Kenyan USSD menus do.
 */
export function inputsOf(text: string): string[] | 'too_long' {
  if (text === '') return [];
  if (text.length > MAX_TEXT) return 'too_long';
  const [pin = '', ...rest] = text.split('*').map((p) => p.trim());
  if (rest.length >= MAX_INPUTS) return 'too_long';
  const steps: string[] = [];
  for (const input of rest) {
    if (input === '00') steps.length = 0;
    else if (input === '0') steps.pop();
    else steps.push(input);
  }
  return [pin, ...steps];
}

/**
 * One step of a session, stateless: everything derives from `text`, so any instance answers any
 * step. The PIN comes first and is checked at every step (a wrong one counts once: the session
 * ends on it). Never throws for what a caller sends.
 */
export async function answer(ctx: AppContext, body: UssdCallback): Promise<Screen> {
  const sessionId = (body.sessionId ?? '').slice(0, 100);
  const caller = await callerOf(ctx.db, (body.phoneNumber ?? '').slice(0, 20), sessionId);
  if (!caller) return end(ussdTexts.unknownPhone.en);
  const lang = caller.language;
  const inputs = inputsOf(body.text ?? '');
  if (inputs === 'too_long') return end(say(ussdTexts.tooLong, lang));
  const [pin, choice, ...steps] = inputs;
  if (pin === undefined) return welcome(ctx, caller);
  if (!/^\d{4}$/.test(pin)) return end(say(ussdTexts.pinFormat, lang));
  const checked = await checkPin(ctx, caller.userId, pin);
  if (!checked.ok) {
    if (checked.reason === 'no_pin') return end(say(ussdTexts.noPin, lang));
    if (checked.reason === 'locked') return end(say(ussdTexts.locked(checked.until), lang));
    if (checked.reason === 'busy') return end(say(ussdTexts.pinBusy, lang));
    return end(say(ussdTexts.wrongPin(checked.left), lang));
  }
  if (choice === undefined) return con(say(ussdTexts.menu, lang));
  return menuChoice(ctx, caller, choice, steps);
}

/** The first screen: the PIN prompt, or why there is none (no PIN set, USSD locked). */
async function welcome(ctx: AppContext, caller: Caller): Promise<Screen> {
  const status = await pinStatus(ctx.db, caller.userId, ctx.clock.now());
  if (!status.pinSet) return end(say(ussdTexts.noPin, caller.language));
  if (status.lockedUntil) return end(say(ussdTexts.locked(new Date(status.lockedUntil)), caller.language));
  return con(say(ussdTexts.welcome, caller.language));
}

function menuChoice(ctx: AppContext, caller: Caller, choice: string, steps: string[]): Promise<Screen> | Screen {
  switch (choice) {
    case '1':
      return steps.length === 0 ? balanceScreen(ctx, caller) : retry(ussdTexts.invalidChoice, caller.language);
    case '2':
      return depositScreen(ctx, caller, steps);
    case '3':
      return withdrawScreen(ctx, caller, steps);
    case '4':
      return goalScreen(ctx, caller, steps);
    case '5':
      return chamaScreen(ctx, caller, steps);
    case '6':
      return loanScreen(ctx, caller, steps);
    case '7':
      return steps.length === 0 ? statementScreen(ctx, caller) : retry(ussdTexts.invalidChoice, caller.language);
    case '8':
      return languageScreen(ctx, caller, steps);
    default:
      return retry(ussdTexts.invalidChoice, caller.language);
  }
}

import { describe, expect, it } from 'vitest';
import { schemaText } from '../../../shared/schemas/schema-texts';
import { isWeakUssdPin, USSD_PIN_TEXTS, ussdPinSaved } from '../../../shared/schemas/ussd';
import en from '../../../client/i18n/locales/en/account.json';
import sw from '../../../client/i18n/locales/sw/account.json';
import { inputsOf } from './ussd-menu';
import { MAX_SCREEN } from './ussd-reply';
import { kindName, ussdTexts } from './ussd-texts';

/** The USSD words fit their screens and texts; the inputs and PINs are read as docs/product/ussd.md says. */
describe('USSD texts', () => {
  const big = 25_000_000n; // KES 250,000.00, the largest M-Pesa amount
  const name = 'x'.repeat(20);
  const screens = [
    ussdTexts.unknownPhone,
    ussdTexts.noPin,
    ussdTexts.welcome,
    ussdTexts.wrongPin(2),
    ussdTexts.locked(new Date()),
    ussdTexts.pinBusy,
    ussdTexts.menu,
    ussdTexts.tooMany,
    ussdTexts.failed,
    ussdTexts.mpesaAmount,
    ussdTexts.depositStarted(big, true),
    ussdTexts.withdrawStarted(big, '254712345678'),
    ussdTexts.goalAsk(name, 99_999_999_900n, 100_000_000_000n),
    ussdTexts.chamaDone(big, name, { fines: 0n, earlier: 0n, current: 0n, total: -big }),
    ussdTexts.chamaAsk(name, { fines: big, earlier: big, current: big, total: 3n * big }),
    ussdTexts.loanMenu(big, '2026-12-25', true),
    ussdTexts.repayDone(big, big),
    ussdTexts.repayConfirm(big, 2n * big, '2026-12-25'),
    ussdTexts.noChamas,
    ussdTexts.waitingPrompts,
  ];

  it('fit a screen with their CON/END and the back line, in both languages', () => {
    for (const text of screens) {
      for (const lang of ['en', 'sw'] as const) {
        expect(`END ${text[lang]}\n${ussdTexts.back[lang]}`.length, text[lang]).toBeLessThanOrEqual(MAX_SCREEN);
      }
    }
    for (const c of [ussdTexts.depositConfirm(big, '254712345678'), ussdTexts.goalConfirm(big, name)]) {
      for (const lang of ['en', 'sw'] as const)
        expect(`CON ${c[lang]}\n${ussdTexts.confirm[lang]}`.length).toBeLessThanOrEqual(MAX_SCREEN);
    }
  });

  it('keep the security SMS within 160 characters', () => {
    for (const sms of [ussdTexts.lockedSms, ussdTexts.pinSetSms]) {
      expect(sms.en.length).toBeLessThanOrEqual(160);
      expect(sms.sw.length).toBeLessThanOrEqual(160);
    }
  });

  it('name every kind of movement, and something for an unknown one', () => {
    expect(kindName('loan_repayment', 'sw')).toBe('Malipo ya mkopo');
    // Paybill deposits and the shares' movements were shown as "Other" (an outside probe).
    expect(['paybill_deposit', 'share_purchase', 'share_transfer', 'dividend'].map((k) => kindName(k, 'en'))).toEqual([
      'Paybill',
      'Shares',
      'Share transfer',
      'Dividend',
    ]);
    expect(kindName('dividend', 'sw')).toBe('Gawio');
    expect(kindName('something_new', 'en')).toBe('Other');
  });

  it('key every PIN refusal with both languages, and word the saved answer as the settings catalogue does', () => {
    for (const text of Object.values(USSD_PIN_TEXTS)) {
      expect(schemaText(text.en)).toBe(text);
      expect(text.sw).toMatch(/\S/);
    }
    const dial = en.ussdPin.dialCode.replace('{{code}}', '*384*1#');
    expect(en.ussdPin.saved.replace('{{dial}}', dial)).toBe(ussdPinSaved('*384*1#'));
    expect(Object.keys(sw.ussdPin).sort()).toEqual(Object.keys(en.ussdPin).sort());
  });
});

describe('inputs', () => {
  it('keep the PIN first, go back with 0 and to the menu with 00', () => {
    expect(inputsOf('')).toEqual([]);
    expect(inputsOf('4821')).toEqual(['4821']);
    expect(inputsOf('4821*2*500*0*600')).toEqual(['4821', '2', '600']);
    expect(inputsOf('4821*2*500*00*7')).toEqual(['4821', '7']);
    expect(inputsOf('4821*0*0*1')).toEqual(['4821', '1']);
    expect(inputsOf('0000*1')).toEqual(['0000', '1']);
    expect(inputsOf('1'.repeat(301))).toBe('too_long');
    expect(inputsOf(`4821${'*1'.repeat(40)}`)).toBe('too_long');
  });

  it('call weak the PINs a thief tries first', () => {
    for (const pin of ['0000', '1111', '1234', '6789', '9876', '3210']) expect(isWeakUssdPin(pin), pin).toBe(true);
    for (const pin of ['4821', '1235', '2580', '1122', '0987']) expect(isWeakUssdPin(pin), pin).toBe(false);
  });
});

import type { LocalizedText } from '../../shared/localized-text';

/** ResultCode arrives as a number or a string; "0" and 0 both mean success. */
export function resultCodeOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

const STK_REASONS: Record<string, LocalizedText> = {
  '1032': { en: 'You cancelled the M-Pesa prompt.', sw: 'Ulighairi ombi la M-Pesa.' },
  '1037': {
    en: 'The M-Pesa prompt timed out before you entered your PIN.',
    sw: 'Muda wa ombi la M-Pesa uliisha kabla hujaweka PIN yako.',
  },
  '2001': { en: 'The M-Pesa PIN you entered was wrong.', sw: 'PIN ya M-Pesa uliyoweka si sahihi.' },
  '1': {
    en: 'Your M-Pesa balance is not enough for this deposit.',
    sw: 'Salio lako la M-Pesa halitoshi kwa amana hii.',
  },
  '1025': {
    en: 'M-Pesa could not send the prompt to your phone.',
    sw: 'M-Pesa haikuweza kutuma ombi kwenye simu yako.',
  },
  '1019': { en: 'The M-Pesa request expired.', sw: 'Ombi la M-Pesa limepitwa na wakati.' },
  '1001': {
    en: 'Another M-Pesa request is in progress on your phone. Please try again shortly.',
    sw: 'Kuna ombi jingine la M-Pesa kwenye simu yako. Tafadhali jaribu tena baada ya muda mfupi.',
  },
};

const B2C_REASONS: Record<string, LocalizedText> = {
  '2001': { en: 'M-Pesa could not authorise the payment.', sw: 'M-Pesa haikuweza kuidhinisha malipo.' },
  '2040': { en: 'This number is not registered for M-Pesa.', sw: 'Nambari hii haijasajiliwa kwa M-Pesa.' },
  '1': { en: 'M-Pesa could not complete the payment right now.', sw: 'M-Pesa haikuweza kukamilisha malipo kwa sasa.' },
};

const GENERIC: LocalizedText = {
  en: 'M-Pesa could not complete the transaction.',
  sw: 'M-Pesa haikuweza kukamilisha muamala.',
};

/** Why a deposit failed, in words a person understands. */
export function stkFailureReason(code: string): LocalizedText {
  return STK_REASONS[code] ?? GENERIC;
}

/** Why a withdrawal failed, in words a person understands. */
export function b2cFailureReason(code: string): LocalizedText {
  return B2C_REASONS[code] ?? GENERIC;
}

import { z } from 'zod';
import { englishOf, type KeyedTexts, type LocalizedText } from '../localized-text';

/** The USSD PIN set in settings (see docs/product/ussd.md): its refusals, keyed with both languages (decision 073). */
export const USSD_PIN_TEXTS = {
  format: { en: 'Your USSD PIN must be exactly 4 digits.', sw: 'PIN yako ya USSD lazima iwe tarakimu 4 hasa.' },
  weak: {
    en: 'Please choose a PIN that is harder to guess (not 1234 or 1111).',
    sw: 'Tafadhali chagua PIN ngumu zaidi kukisia (si 1234 wala 1111).',
  },
  password: { en: 'Please enter your password.', sw: 'Tafadhali weka nenosiri lako.' },
  wrongPassword: { en: 'Your password is incorrect.', sw: 'Nenosiri lako si sahihi.' },
} as const satisfies KeyedTexts;

/** The English the schema's checks carry (`schemaText` finds the pair again). */
export const USSD_PIN_TEXT = englishOf(USSD_PIN_TEXTS);

/** The answer once the PIN is set: it names the USSD code to dial (USSD_CODE). */
export const ussdPinSavedText = (code: string): LocalizedText => ({
  en: `Your USSD PIN is set. To use Pamoja on any phone, dial ${code} and enter it.`,
  sw: `PIN yako ya USSD imewekwa. Kutumia Pamoja kwenye simu yoyote, piga ${code} na uiweke.`,
});

/** The answer's English, as the API answers it. */
export const ussdPinSaved = (code: string) => ussdPinSavedText(code).en;

/** Four equal digits or a run up or down (1234, 9876, 0000): the first PINs a thief tries. */
export function isWeakUssdPin(pin: string): boolean {
  const d = [...pin].map(Number);
  const steps = d.slice(1).map((v, i) => v - (d[i] ?? 0));
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

export const ussdPin = z
  .string(USSD_PIN_TEXT.format)
  .regex(/^\d{4}$/, USSD_PIN_TEXT.format)
  .refine((pin) => !isWeakUssdPin(pin), USSD_PIN_TEXT.weak);

export const ussdPinBody = z.object({
  pin: ussdPin,
  password: z.string(USSD_PIN_TEXT.password).min(1, USSD_PIN_TEXT.password).max(256),
});
export type UssdPinBody = z.infer<typeof ussdPinBody>;

export const ussdPinStatus = z.object({
  pinSet: z.boolean(),
  /** ISO time until which USSD is locked after three wrong PINs, or null. */
  lockedUntil: z.string().nullable(),
});
export type UssdPinStatus = z.infer<typeof ussdPinStatus>;

import type { Language, LocalizedText } from '../localized-text';
import { ACCOUNT_TEXTS } from './account-texts';
import { ADMIN_TEXTS } from './admin-texts';
import { AUTH_TEXTS } from './auth';
import { COMMON_TEXTS } from './common-texts';
import { COMMUNITY_TEXTS } from './communities';
import { GUARANTEE_SCHEMA_TEXTS } from './community-guarantees';
import { GOALS_TEXTS } from './goals-texts';
import { LOAN_TEXTS } from './loans';
import { PAYBILL_TEXTS } from './paybill';
import { RECONCILIATION_TEXTS } from './reconciliation';
import { RESERVES_TEXTS } from './reserves';
import { SHARES_TEXTS } from './shares';
import { TAX_TEXTS } from './tax';
import { STATEMENTS_TEXTS } from './statements-texts';
import { USSD_PIN_TEXTS } from './ussd';
import { WALLET_TEXTS } from './wallet';

/**
 * The shared schemas' keyed texts (decision 073). A zod check carries one string, the English of
 * its pair; the pair is found again by that exact sentence, never by a pattern. The server answers
 * a failed check with it, and a form shows its own check's refusal with it, in one language.
 */
const BY_ENGLISH = new Map<string, LocalizedText>(
  [
    ACCOUNT_TEXTS,
    ADMIN_TEXTS,
    AUTH_TEXTS,
    COMMON_TEXTS,
    COMMUNITY_TEXTS,
    GOALS_TEXTS,
    GUARANTEE_SCHEMA_TEXTS,
    LOAN_TEXTS,
    PAYBILL_TEXTS,
    RECONCILIATION_TEXTS,
    RESERVES_TEXTS,
    SHARES_TEXTS,
    STATEMENTS_TEXTS,
    TAX_TEXTS,
    USSD_PIN_TEXTS,
    WALLET_TEXTS,
  ].flatMap((texts) => Object.values(texts).map((text): [string, LocalizedText] => [text.en, text])),
);

/** The keyed text a schema's check refused with, or undefined for any other sentence. */
export const schemaText = (message: string): LocalizedText | undefined => BY_ENGLISH.get(message);

/** A schema's refusal in `language`; any other sentence as it is. */
export const inSchemaLanguage = (message: string, language: Language): string =>
  BY_ENGLISH.get(message)?.[language] ?? message;

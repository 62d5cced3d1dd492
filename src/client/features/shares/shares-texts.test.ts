import { describe, expect, it } from 'vitest';
import { SHARES_TEXTS } from '../../../shared/schemas/shares';
import { schemaText } from '../../../shared/schemas/schema-texts';
import en from '../../i18n/locales/en/shares.json';

describe('shares texts', () => {
  it("the schema's refusals are keyed texts (decision 073), with no English-to-key copy in the catalogue", () => {
    expect('validation' in en).toBe(false);
    for (const text of Object.values(SHARES_TEXTS)) expect(schemaText(text.en)).toEqual(text);
  });
});

import { describe, expect, it } from 'vitest';
import { SHARES_TEXT } from '../../../shared/schemas/shares';
import en from '../../i18n/locales/en/shares.json';

describe('shares texts', () => {
  it("the English validation entries are the shared schema's sentences, so a schema message finds its translation", () => {
    expect(en.validation).toEqual(SHARES_TEXT);
  });
});

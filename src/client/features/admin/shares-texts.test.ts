import { describe, expect, it } from 'vitest';
import { SHARES_TEXT } from '../../../shared/schemas/shares';
import en from '../../i18n/locales/en/admin.json';

describe('console texts', () => {
  it("the English share validation entries are the shared schema's sentences", () => {
    expect(en.sharesValidation).toEqual(SHARES_TEXT);
  });
});

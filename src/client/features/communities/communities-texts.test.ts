import { describe, expect, it } from 'vitest';
import { COMMUNITY_TEXTS } from '../../../shared/schemas/communities';
import { schemaText } from '../../../shared/schemas/schema-texts';
import en from '../../i18n/locales/en/communities.json';
import { move } from './rotation-order-modal';

describe('communities texts', () => {
  it("the schema's refusals are keyed texts (decision 073), with no English-to-key copy in the catalogue", () => {
    expect('validation' in en).toBe(false);
    for (const text of Object.values(COMMUNITY_TEXTS)) expect(schemaText(text.en)).toEqual(text);
  });
});

describe('rotation order', () => {
  it('moves a member one place up or down and keeps everyone once', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

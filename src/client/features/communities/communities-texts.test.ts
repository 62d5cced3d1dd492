import { describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT } from '../../../shared/schemas/communities';
import en from '../../i18n/locales/en/communities.json';
import { move } from './rotation-order-modal';

describe('communities texts', () => {
  it("the English validation entries are the shared schema's sentences, so a schema message finds its translation", () => {
    expect(en.validation).toEqual(COMMUNITY_TEXT);
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

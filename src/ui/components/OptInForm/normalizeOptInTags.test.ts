import { describe, expect, it } from 'vitest';
import { normalizeOptInTags } from './normalizeOptInTags.ts';

describe('normalizeOptInTags', () => {
  it('removes spaces and repeated tags, keeping the first order', () => {
    expect(normalizeOptInTags({ tag: ' spring ,  veg garden, spring,herbs ' })).toEqual({
      tag: 'spring,veggarden,herbs',
    });
  });

  it('drops empty entries between commas', () => {
    expect(normalizeOptInTags({ tag: ',spring,, ,herbs,' })).toEqual({ tag: 'spring,herbs' });
  });

  it('leaves the tag out when it is blank', () => {
    expect(normalizeOptInTags({ tag: '   ' })).toEqual({});
    expect(normalizeOptInTags({ tag: ' , , ' })).toEqual({});
    expect(normalizeOptInTags({ tag: null, listId: null })).toEqual({});
  });

  it('appends the add-on tag and list id with commas', () => {
    expect(
      normalizeOptInTags({ tag: 'hero', listId: 3 }, { tag: 'coaching', listId: '7' }),
    ).toEqual({
      tag: 'hero,coaching',
      listid: '3,7',
    });
  });

  it('uses the add-on alone when the form has no tag or list of its own', () => {
    expect(
      normalizeOptInTags({ tag: '', listId: undefined }, { tag: 'coaching', listId: 7 }),
    ).toEqual({
      tag: 'coaching',
      listid: '7',
    });
  });

  it('does not repeat a tag or list the add-on shares with the form', () => {
    expect(
      normalizeOptInTags({ tag: 'hero, news', listId: '3' }, { tag: 'news', listId: 3 }),
    ).toEqual({
      tag: 'hero,news',
      listid: '3',
    });
  });

  it('turns a numeric list id into text', () => {
    expect(normalizeOptInTags({ listId: 12 })).toEqual({ listid: '12' });
  });
});

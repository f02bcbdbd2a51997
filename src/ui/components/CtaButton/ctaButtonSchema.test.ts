import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ctaButtonSchema, ctaButtonsSchema } from './ctaButtonSchema.ts';

describe('ctaButtonSchema', () => {
  it('reads a link button with its colours as the CMS sends it', () => {
    expect(
      v.parse(ctaButtonSchema, {
        id: 7,
        buttonText: 'Plan my garden',
        link: '/design',
        fontColor: '#ffffff',
        borderColor: null,
        backgroundColor: '#2f5d3a',
        isOptInForm: 0,
      }),
    ).toEqual({
      id: 7,
      buttonText: 'Plan my garden',
      link: '/design',
      fontColor: '#ffffff',
      borderColor: undefined,
      backgroundColor: '#2f5d3a',
      isOptInForm: false,
      optInFormTag: undefined,
      listId: undefined,
    });
  });

  it('reads the CMS flags 1, "1" and "true" as an opt-in button', () => {
    for (const isOptInForm of [true, 1, '1', 'true'])
      expect(v.parse(ctaButtonSchema, { buttonText: 'Join', isOptInForm })).toMatchObject({
        isOptInForm: true,
      });
    for (const isOptInForm of [false, 0, '0', '', null, undefined])
      expect(v.parse(ctaButtonSchema, { buttonText: 'Join', isOptInForm })).toMatchObject({
        isOptInForm: false,
      });
  });

  it('keeps the tag and list of an opt-in button and reads missing text as blank', () => {
    expect(
      v.parse(ctaButtonSchema, { buttonText: null, optInFormTag: 'calendar', listId: '3' }),
    ).toMatchObject({ buttonText: '', optInFormTag: 'calendar', listId: '3' });
  });

  it('rejects a button whose text is not text', () => {
    expect(v.safeParse(ctaButtonSchema, { buttonText: 12 }).success).toBe(false);
  });
});

describe('ctaButtonsSchema', () => {
  it('reads a missing or null list as no buttons', () => {
    expect(v.parse(ctaButtonsSchema, undefined)).toEqual([]);
    expect(v.parse(ctaButtonsSchema, null)).toEqual([]);
  });

  it('reads every button of the list in order', () => {
    expect(
      v
        .parse(ctaButtonsSchema, [
          { buttonText: 'First', link: '/a' },
          { buttonText: 'Second', isOptInForm: '1' },
        ])
        .map((button) => [button.buttonText, button.isOptInForm]),
    ).toEqual([
      ['First', false],
      ['Second', true],
    ]);
  });
});

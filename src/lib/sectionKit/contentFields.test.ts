import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalText, relatedId, requiredField, requiredText } from './contentFields.ts';

const content = v.looseObject({
  title: requiredText('The title is required.'),
  body: optionalText('The body must be text.'),
});

function firstIssue(input: unknown) {
  const result = v.safeParse(content, input);
  if (result.success) return null;
  const issue = result.issues[0];
  return { path: v.getDotPath(issue), message: issue.message };
}

describe('section content fields', () => {
  it('reports a missing required text field with its own message, not valibot’s generic one', () => {
    expect(firstIssue({ body: 'x' })).toEqual({ path: 'title', message: 'The title is required.' });
    // The pattern it replaces: a plain string schema answers the object's "Invalid key" message.
    const plain = v.safeParse(v.looseObject({ title: v.string('The title is required.') }), {});
    expect(plain.success ? '' : plain.issues[0].message).toMatch(/^Invalid key/);
  });

  it('reports null, a number and blank text in a required field with the same message', () => {
    for (const title of [null, 42, '   '])
      expect(firstIssue({ title })).toEqual({ path: 'title', message: 'The title is required.' });
  });

  it('reports a required field that is not text with its wrong-type message when it has one', () => {
    const quote = v.object({
      quote: requiredText('The quote is required.', 'The quote must be text.'),
    });
    const wrong = v.safeParse(quote, { quote: 42 });
    expect(wrong.success ? '' : wrong.issues[0].message).toBe('The quote must be text.');
    for (const blank of [null, undefined, '  ']) {
      const missing = v.safeParse(quote, { quote: blank });
      expect(missing.success ? '' : missing.issues[0].message).toBe('The quote is required.');
    }
  });

  it('trims text and reads an absent optional field as blank', () => {
    expect(v.parse(content, { title: '  Frost tonight ' })).toEqual({
      title: 'Frost tonight',
      body: '',
    });
  });

  it('reports an optional field that is not text with its own message', () => {
    expect(firstIssue({ title: 'x', body: ['a'] })).toEqual({
      path: 'body',
      message: 'The body must be text.',
    });
  });

  it('reports a missing or null required list with its own message, then checks the list', () => {
    const list = v.looseObject({
      items: requiredField(
        'Add at least one item.',
        v.pipe(
          v.array(v.string(), 'The items must be a list.'),
          v.minLength(1, 'Add at least one item.'),
        ),
      ),
    });
    const issue = (input: unknown) => {
      const result = v.safeParse(list, input);
      return result.success ? null : result.issues[0].message;
    };
    expect(issue({})).toBe('Add at least one item.');
    expect(issue({ items: null })).toBe('Add at least one item.');
    expect(issue({ items: 'x' })).toBe('The items must be a list.');
    expect(issue({ items: [] })).toBe('Add at least one item.');
    expect(v.parse(list, { items: ['a'] })).toEqual({ items: ['a'] });
  });

  it('reads a related id from a number, numeric text or the record, and reports anything else on the field', () => {
    const content = v.object({ quiz: relatedId('Choose the quiz.') });
    for (const quiz of [7, ' 7 ', { id: 7 }, { id: ' 7 ', title: 'Soil' }])
      expect(v.parse(content, { quiz })).toEqual({ quiz: 7 });
    for (const quiz of [0, 2.5, 'soil', {}, { id: 'soil' }, { id: null }, [7]]) {
      const result = v.safeParse(content, { quiz });
      expect(
        result.success ? null : [v.getDotPath(result.issues[0]), result.issues[0].message],
      ).toEqual(['quiz', 'Choose the quiz.']);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { FieldErrors } from './errors.ts';
import { withinLimit } from './validate.ts';

describe('withinLimit', () => {
  it('records Laravel’s message for a text or a list over its limit, by its unit', () => {
    const errors: FieldErrors = {};
    expect(withinLimit(errors, 'message', 5001, 5000, 'characters')).toBe(false);
    expect(withinLimit(errors, 'payment_sources', 3, 2, 'items')).toBe(false);
    expect(errors).toEqual({
      message: ['The message must not be greater than 5000 characters.'],
      payment_sources: ['The payment sources must not have more than 2 items.'],
    });
  });

  it('records nothing at or under the limit', () => {
    const errors: FieldErrors = {};
    expect(withinLimit(errors, 'message', 5000, 5000, 'characters')).toBe(true);
    expect(withinLimit(errors, 'images', 0, 8, 'items')).toBe(true);
    expect(errors).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { formErrorWording, mapFormError } from './formErrors.ts';

describe('mapFormError', () => {
  it('puts the first message of each field of a 422 on that field', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: {
        email: ['The email has already been taken.', 'The email must be valid.'],
        first_name: 'The first name field is required.',
      },
    });
    expect(mapFormError(error)).toEqual({
      fields: {
        email: 'The email has already been taken.',
        first_name: 'The first name field is required.',
      },
      form: null,
    });
  });

  it('skips empty field messages of a 422', () => {
    const error = new ApiError(422, {
      errors: { email: ['The email must be valid.'], phone: [], city: '' },
    });
    expect(mapFormError(error)).toEqual({
      fields: { email: 'The email must be valid.' },
      form: null,
    });
  });

  it('falls back to the message of a 422 whose errors name no usable field', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { email: [] },
    });
    expect(mapFormError(error)).toEqual({ fields: {}, form: 'The given data was invalid.' });
  });

  it('says the username or password were wrong on a 401', () => {
    expect(mapFormError(new ApiError(401, { message: 'Unauthenticated.' }))).toEqual({
      fields: {},
      form: 'Your username or password were incorrect. Please try again.',
    });
    expect(formErrorWording.unauthorized).toBe(
      'Your username or password were incorrect. Please try again.',
    );
  });

  it('says no user has that email on a 400 with status no-such-user', () => {
    expect(mapFormError(new ApiError(400, { status: 'no-such-user', message: 'nope' }))).toEqual({
      fields: {},
      form: 'No user with that email address exists.',
    });
  });

  it('shows the message of a 400 with another status', () => {
    expect(
      mapFormError(new ApiError(400, { status: 'expired', message: 'That link has expired.' })),
    ).toEqual({
      fields: {},
      form: 'That link has expired.',
    });
  });

  it('shows the message of any other response that has one', () => {
    expect(
      mapFormError(new ApiError(409, { message: 'You already registered a business.' })),
    ).toEqual({
      fields: {},
      form: 'You already registered a business.',
    });
    expect(mapFormError(new ApiError(500, { message: 'Unknown middleware' }))).toEqual({
      fields: {},
      form: 'Unknown middleware',
    });
  });

  it('gives the unknown-error wording when there is no usable message', () => {
    const unknown = { fields: {}, form: 'An unknown error occurred, please try again soon.' };
    expect(mapFormError(new ApiError(500, null))).toEqual(unknown);
    expect(mapFormError(new ApiError(503, { message: '   ' }))).toEqual(unknown);
    expect(mapFormError(new ApiError(400, { status: 'other' }))).toEqual(unknown);
    expect(mapFormError(new ApiError(422, {}))).toEqual(unknown);
  });

  it('gives the unknown-error wording for failures that are not API errors', () => {
    const unknown = { fields: {}, form: 'An unknown error occurred, please try again soon.' };
    expect(mapFormError(new TypeError('Failed to fetch'))).toEqual(unknown);
    expect(mapFormError('boom')).toEqual(unknown);
    expect(mapFormError(undefined)).toEqual(unknown);
  });
});

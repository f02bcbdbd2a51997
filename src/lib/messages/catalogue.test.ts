import { describe, expect, it } from 'vitest';
import { isMessageKey, messageCatalogue, messageKeys } from './catalogue.ts';

describe('the message catalogue', () => {
  it('holds every key of the specification', () => {
    expect(messageKeys).toHaveLength(39);
    expect(messageKeys).toEqual(
      expect.arrayContaining([
        'accountUpdated',
        'requiresLogin',
        'quizError',
        'subscriptionUpdateFailed',
      ]),
    );
  });

  it('uses the exact wording and status of the specification', () => {
    expect(messageCatalogue.forgotPasswordNoUser).toEqual({
      message: "Sorry, that email address isn't registered with the provider",
      status: 'error',
      duration: 5000,
    });
    expect(messageCatalogue.forgotPasswordSent.message).toBe(
      'Your password reset email sent successfully. Please check your email and click the link to finish recovering your password.',
    );
    expect(messageCatalogue.subscriptionCanceledFailed.message).toBe(
      'Sorry, we were unable to canceled your subscription at this time.',
    );
    expect(messageCatalogue.copyPageUrl).toEqual({
      message: 'Copied Page URL',
      status: 'success',
      duration: 5000,
    });
  });

  it('shows requiresLogin as information', () => {
    expect(messageCatalogue.requiresLogin).toEqual({
      message: 'Login to access that page.',
      status: 'info',
      duration: 5000,
    });
  });

  it('keeps the quiz error on screen for 10 seconds and every other message for 5', () => {
    expect(messageCatalogue.quizError.duration).toBe(10_000);
    const others = messageKeys.filter((key) => key !== 'quizError');
    expect(new Set(others.map((key) => messageCatalogue[key].duration))).toEqual(new Set([5000]));
  });

  it('has a distinct wording for every key', () => {
    const wordings = messageKeys.map((key) => messageCatalogue[key].message);
    expect(new Set(wordings).size).toBe(wordings.length);
  });

  it('tells catalogue keys from free text', () => {
    expect(isMessageKey('accountUpdated')).toBe(true);
    expect(isMessageKey('Your account was updated successfully!')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});

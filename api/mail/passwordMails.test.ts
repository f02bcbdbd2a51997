import { describe, expect, it } from 'vitest';
import { resetPasswordMail, welcomeMail } from './passwordMails.ts';

const ada = { email: 'ada@example.com', first_name: 'Ada' };
const link = 'https://trellis.test/reset-password?token=t&email=ada%40example.com';

describe('password mails', () => {
  it('sends the reset link with its greeting and words, the link apart', () => {
    expect(resetPasswordMail(ada, link)).toEqual({
      to: 'ada@example.com',
      subject: 'Reset your Trellis password',
      text: [
        'Hello Ada,',
        'Someone asked to reset the password of your Trellis account. Follow this link within an hour to choose a new one:',
        link,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n\n'),
      link,
    });
  });

  it('sends the invitation with its own subject and words', () => {
    const mail = welcomeMail(ada, link);
    expect(mail.subject).toBe('Welcome to Trellis: choose your password');
    expect(mail.text.split('\n\n')).toEqual([
      'Hello Ada,',
      'A Trellis account has been opened for you. Follow this link to choose your password and sign in:',
      link,
      'The link works once. If you did not expect this e-mail, you can ignore it.',
    ]);
    expect(mail).toMatchObject({ to: 'ada@example.com', link });
  });
});

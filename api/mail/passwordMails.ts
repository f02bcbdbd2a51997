import type { OutgoingMail } from './outbox.ts';

interface Recipient {
  email: string;
  first_name: string;
}

/** The e-mail of POST /password/forgot. */
export function resetPasswordMail(user: Recipient, link: string): OutgoingMail {
  return {
    to: user.email,
    subject: 'Reset your Trellis password',
    text: [
      `Hello ${user.first_name},`,
      'Someone asked to reset the password of your Trellis account. Follow this link within an hour to choose a new one:',
      link,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n\n'),
    link,
  };
}

/** The invitation of an account made for someone, who sets their first password from the link. */
export function welcomeMail(user: Recipient, link: string): OutgoingMail {
  return {
    to: user.email,
    subject: 'Welcome to Trellis: choose your password',
    text: [
      `Hello ${user.first_name},`,
      'A Trellis account has been opened for you. Follow this link to choose your password and sign in:',
      link,
      'The link works once. If you did not expect this e-mail, you can ignore it.',
    ].join('\n\n'),
    link,
  };
}

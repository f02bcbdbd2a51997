import type { OutgoingMail } from './outbox.ts';

interface Recipient {
  email: string;
  first_name: string;
}

/** A mail whose link lets the person choose a password: a greeting, why it came, the link, a last word. */
function passwordLinkMail(
  user: Recipient,
  link: string,
  subject: string,
  [why, last]: [string, string],
): OutgoingMail {
  return {
    to: user.email,
    subject,
    text: [`Hello ${user.first_name},`, why, link, last].join('\n\n'),
    link,
  };
}

/** The e-mail of POST /password/forgot. */
export function resetPasswordMail(user: Recipient, link: string): OutgoingMail {
  return passwordLinkMail(user, link, 'Reset your Trellis password', [
    'Someone asked to reset the password of your Trellis account. Follow this link within an hour to choose a new one:',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ]);
}

/** The invitation of an account made for someone, who sets their first password from the link. */
export function welcomeMail(user: Recipient, link: string): OutgoingMail {
  return passwordLinkMail(user, link, 'Welcome to Trellis: choose your password', [
    'A Trellis account has been opened for you. Follow this link to choose your password and sign in:',
    'The link works once. If you did not expect this e-mail, you can ignore it.',
  ]);
}

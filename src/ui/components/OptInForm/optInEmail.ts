/*
 * The opt-in form's wording and its address check, apart from the form: the footer's sign-up, on
 * every page, uses both without loading the form (its checkbox and dialog parts).
 */

/** The wording of the form (docs/spec/features.md §2.6 for the success message). */
export const optInWording = {
  emailLabel: 'Email address',
  submit: 'Sign Up',
  success: 'Thank you for your submission.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

// Deliberately loose: one @, something on each side, a dot in the domain. The list provider checks the rest.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The field error for what the person typed, or null when it will do. */
export function validateOptInEmail(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return optInWording.emailRequired;
  if (!emailPattern.test(trimmed)) return optInWording.emailInvalid;
  return null;
}

/** The address field's kind, the same in every sign-up: required, an e-mail, filled from the browser. */
export const optInEmailInput = {
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  required: true,
} as const;

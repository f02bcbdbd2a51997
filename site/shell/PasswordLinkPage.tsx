import type { ReactNode } from 'react';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import * as styles from './auth.css.ts';
import { AuthForm } from './AuthForm.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/**
 * The pages reached from an emailed link that sets a password (reset-password, welcome): the panel
 * that says why the link cannot be used, and the form that sets the password.
 */
export function LinkRefused({
  heading,
  message,
  children,
}: {
  heading: ReactNode;
  message: string;
  /** The way on (a link), under the message. */
  children: ReactNode;
}) {
  return (
    <div className={styles.authPanel}>
      <Stack space="large">
        <Heading level={1} size="lg">
          {heading}
        </Heading>
        <p className={styles.formError} role="alert">
          {message}
        </p>
        {children}
      </Stack>
    </div>
  );
}

export function NewPasswordForm({
  email,
  heading,
  intro,
  fields,
  submitting,
  submitLabel,
  children,
}: {
  email: string;
  heading: ReactNode;
  intro: ReactNode;
  fields: Parameters<typeof NewPasswordFields>[0];
  submitting: boolean;
  submitLabel: string;
  /** What follows the button, if anything. */
  children?: ReactNode;
}) {
  return (
    <AuthForm
      heading={heading}
      // Lets password managers store the new password under the right account.
      hidden={<input type="hidden" autoComplete="username" value={email} />}
      submitting={submitting}
      submitLabel={submitLabel}
      footer={children}
    >
      {intro}
      <NewPasswordFields {...fields} />
    </AuthForm>
  );
}

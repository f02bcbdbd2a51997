import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import * as styles from './auth.css.ts';
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
  /** The account's address: told to password managers, to store the new password under it. */
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
    <div className={styles.authPanel}>
      <Form method="post" noValidate>
        <input type="hidden" autoComplete="username" value={email} />
        <Stack space="large">
          <Heading level={1} size="lg">
            {heading}
          </Heading>
          {intro}
          <NewPasswordFields {...fields} />
          <Button type="submit" loading={submitting} fullWidth>
            {submitLabel}
          </Button>
          {children}
        </Stack>
      </Form>
    </div>
  );
}

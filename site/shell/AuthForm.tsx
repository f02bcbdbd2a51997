import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import * as styles from './auth.css.ts';

/**
 * The panel and form of the account pages (log in, register, forgot and new password): a heading,
 * what the page asks for, a full-width submit button and the links that follow it. It posts to the
 * route's action.
 */
export function AuthForm({
  heading,
  hidden,
  submitting,
  submitLabel,
  footer,
  children,
}: {
  heading: ReactNode;
  /** Inputs before the visible ones (a password manager's username). */
  hidden?: ReactNode;
  submitting: boolean;
  submitLabel: string;
  /** What follows the button, if anything. */
  footer?: ReactNode;
  /** Between the heading and the button: an introduction, the form's error, the fields. */
  children: ReactNode;
}) {
  return (
    <div className={styles.authPanel}>
      <Form method="post" noValidate>
        {hidden}
        <Stack space="large">
          <Heading level={1} size="lg">
            {heading}
          </Heading>
          {children}
          <Button type="submit" loading={submitting} fullWidth>
            {submitLabel}
          </Button>
          {footer}
        </Stack>
      </Form>
    </div>
  );
}

import { useEffect } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { routeMeta } from '#site/pageMeta.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { useNotify } from '#src/lib/messages/index.ts';
import {
  forgotPasswordAction,
  type ForgotPasswordSent,
  type PasswordActionData,
} from '#site/server/password.server.ts';
import { withActionRetryAfter } from '#site/server/throttle.server.ts';
import { AuthForm } from '#site/shell/AuthForm.tsx';
import * as styles from '#site/shell/auth.css.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';
import { EmailField } from '#src/lib/forms/personFields.tsx';

export const meta: Route.MetaFunction = () =>
  routeMeta('Forgot your password?', 'Get an e-mail with a link to choose a new Trellis password.');

export const action = ({ request }: Route.ActionArgs) => forgotPasswordAction(request);

// A refused attempt's Retry-After reaches the page's answer too, not only a script's request.
export const headers: Route.HeadersFunction = withActionRetryAfter;

export default function ForgotPassword() {
  const result = useActionData<PasswordActionData | ForgotPasswordSent>();
  const navigation = useNavigation();
  const notify = useNotify();
  const sent = result && 'sent' in result ? result : null;

  useEffect(() => {
    if (sent) notify({ message: sent.message });
  }, [sent, notify]);

  if (sent) {
    return (
      <div className={styles.authPanel}>
        <Stack space="large">
          <Heading level={1} size="lg">
            Check your email
          </Heading>
          <Text>
            We sent a link to <strong>{sent.email}</strong>. Follow it to choose a new password.
          </Text>
          <Form method="post">
            <Stack space="small">
              <Text size="sm">No email after a few minutes? Check your spam folder, or:</Text>
              <input type="hidden" name="email" value={sent.email} />
              <Button
                type="submit"
                variant="secondary"
                loading={navigation.state === 'submitting'}
                fullWidth
              >
                Send the link again
              </Button>
            </Stack>
          </Form>
          <Text size="sm">
            <Link href="/login">Back to log in</Link> ·{' '}
            <Link href="/forgot-password">Use another email address</Link>
          </Text>
        </Stack>
      </div>
    );
  }

  const failed = result && 'errors' in result ? result : null;
  return (
    <AuthForm
      heading="Forgot your password?"
      submitting={navigation.state === 'submitting'}
      submitLabel="Send reset link"
      footer={
        <Text size="sm">
          Remembered it? <Link href="/login">Log in</Link> · New to Trellis?{' '}
          <Link href="/register">Create an account</Link>
        </Text>
      }
    >
      <Text>Enter the email address of your account and we will send you a link to reset it.</Text>
      <FormErrorLine message={failed?.errors.form} className={styles.formError} />
      <EmailField value={failed?.values.email} error={failed?.errors.fields.email} />
    </AuthForm>
  );
}

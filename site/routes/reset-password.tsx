import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { routeMeta } from '#site/pageMeta.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import {
  resetPasswordAction,
  resetPasswordLoader,
  type PasswordActionData,
  type ResetPasswordLoaderData,
} from '#site/server/password.server.ts';
import { withActionRetryAfter } from '#site/server/throttle.server.ts';
import { NewPasswordFields } from '#site/shell/NewPasswordFields.tsx';
import * as styles from '#site/shell/auth.css.ts';

// The address carries the reset token: never pass it on to another site as the referrer. A refused
// attempt's Retry-After reaches the page's answer too.
export const headers: Route.HeadersFunction = (args) => {
  const headers = withActionRetryAfter(args);
  headers.set('Referrer-Policy', 'no-referrer');
  return headers;
};

export const meta: Route.MetaFunction = () => [
  ...routeMeta('Choose a new password', 'Choose a new password for your Trellis account.'),
  { name: 'referrer', content: 'no-referrer' },
];

export const loader = ({ request }: Route.LoaderArgs) => resetPasswordLoader(request);

export const action = ({ request }: Route.ActionArgs) => resetPasswordAction(request);

export default function ResetPassword() {
  const link = useLoaderData<ResetPasswordLoaderData>();
  const result = useActionData<PasswordActionData>();
  const navigation = useNavigation();
  const errors = result?.errors;

  if (link.state === 'incomplete') {
    return (
      <div className={styles.authPanel}>
        <Stack space="large">
          <Heading level={1} size="lg">
            Choose a new password
          </Heading>
          <p className={styles.formError} role="alert">
            {link.message}
          </p>
          <Text>
            <Link href="/forgot-password">Ask for a new reset link</Link>
          </Text>
        </Stack>
      </div>
    );
  }

  return (
    <div className={styles.authPanel}>
      <Form method="post" noValidate>
        {/* Lets password managers store the new password under the right account. */}
        <input type="hidden" autoComplete="username" value={link.email} />
        <Stack space="large">
          <Heading level={1} size="lg">
            Choose a new password
          </Heading>
          <Text>
            For <strong>{link.email}</strong>.
          </Text>
          <NewPasswordFields
            errors={errors}
            tokenRefused={result?.tokenRefused}
            refusedLink={{ href: '/forgot-password', text: 'Ask for a new reset link' }}
            label="New password"
          />
          <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
            Change password
          </Button>
          <Text size="sm">
            <Link href="/login">Back to log in</Link>
          </Text>
        </Stack>
      </Form>
    </div>
  );
}

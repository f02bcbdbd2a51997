import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/welcome';
import { routeMeta } from '#site/pageMeta.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import {
  welcomeAction,
  welcomeLoader,
  type PasswordActionData,
  type WelcomeLoaderData,
} from '#site/server/password.server.ts';
import { withActionRetryAfter } from '#site/server/throttle.server.ts';
import { NewPasswordFields } from '#site/shell/NewPasswordFields.tsx';
import * as styles from '#site/shell/auth.css.ts';

// The address carries the invitation token: never pass it on to another site as the referrer.
// A refused attempt's Retry-After reaches the page's answer too.
export const headers: Route.HeadersFunction = (args) => {
  const headers = withActionRetryAfter(args);
  headers.set('Referrer-Policy', 'no-referrer');
  return headers;
};

export const meta: Route.MetaFunction = () => [
  ...routeMeta('Welcome', 'Set the password of the Trellis account made for you.'),
  { name: 'referrer', content: 'no-referrer' },
];

export const loader = ({ request }: Route.LoaderArgs) => welcomeLoader(request);

export const action = ({ request }: Route.ActionArgs) => welcomeAction(request);

function NoInvitation({ message }: { message: string }) {
  return (
    <div className={styles.authPanel}>
      <Stack space="large">
        <Heading level={1} size="lg">
          Welcome to Trellis
        </Heading>
        <p className={styles.formError} role="alert">
          {message}
        </p>
        <Text>
          Already set your password? <Link href="/login">Log in</Link>
        </Text>
      </Stack>
    </div>
  );
}

export default function Welcome() {
  const invitation = useLoaderData<WelcomeLoaderData>();
  const result = useActionData<PasswordActionData>();
  const navigation = useNavigation();

  if (invitation.state !== 'invited') return <NoInvitation message={invitation.message} />;

  const errors = result?.errors;
  return (
    <div className={styles.authPanel}>
      <Form method="post" noValidate>
        {/* Lets password managers store the new password under the right account. */}
        <input type="hidden" autoComplete="username" value={invitation.invitation.email} />
        <Stack space="large">
          <Heading level={1} size="lg">
            Welcome, {invitation.invitation.first_name}!
          </Heading>
          <Text>
            Choose a password for <strong>{invitation.invitation.email}</strong> to finish setting
            up your account.
          </Text>
          <NewPasswordFields
            errors={errors}
            tokenRefused={result?.tokenRefused}
            refusedLink={{ href: '/login', text: 'Go to log in' }}
            label="Password"
          />
          <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
            Set password
          </Button>
        </Stack>
      </Form>
    </div>
  );
}

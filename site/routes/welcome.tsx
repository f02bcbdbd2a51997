import { useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/welcome';
import { tokenLinkMeta } from '#site/pageMeta.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import {
  tokenLinkHeaders,
  welcomeAction,
  welcomeLoader,
  type PasswordActionData,
  type WelcomeLoaderData,
} from '#site/server/password.server.ts';
import { LinkRefused, NewPasswordForm } from '#site/shell/PasswordLinkPage.tsx';

// The address carries the invitation token.
export const headers: Route.HeadersFunction = tokenLinkHeaders;

export const meta: Route.MetaFunction = () =>
  tokenLinkMeta('Welcome', 'Set the password of the Trellis account made for you.');

export const loader = ({ request }: Route.LoaderArgs) => welcomeLoader(request);

export const action = ({ request }: Route.ActionArgs) => welcomeAction(request);

export default function Welcome() {
  const invitation = useLoaderData<WelcomeLoaderData>();
  const result = useActionData<PasswordActionData>();
  const navigation = useNavigation();

  if (invitation.state !== 'invited') {
    return (
      <LinkRefused heading="Welcome to Trellis" message={invitation.message}>
        <Text>
          Already set your password? <Link href="/login">Log in</Link>
        </Text>
      </LinkRefused>
    );
  }

  const { email, first_name } = invitation.invitation;
  return (
    <NewPasswordForm
      email={email}
      heading={<>Welcome, {first_name}!</>}
      intro={
        <Text>
          Choose a password for <strong>{email}</strong> to finish setting up your account.
        </Text>
      }
      fields={{
        errors: result?.errors,
        tokenRefused: result?.tokenRefused,
        refusedLink: { href: '/login', text: 'Go to log in' },
        label: 'Password',
      }}
      submitting={navigation.state === 'submitting'}
      submitLabel="Set password"
    />
  );
}

import { useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { tokenLinkMeta } from '#site/pageMeta.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import {
  resetPasswordAction,
  resetPasswordLoader,
  tokenLinkHeaders,
  type PasswordActionData,
  type ResetPasswordLoaderData,
} from '#site/server/password.server.ts';
import { LinkRefused, NewPasswordForm } from '#site/shell/PasswordLinkPage.tsx';

// The address carries the reset token.
export const headers: Route.HeadersFunction = tokenLinkHeaders;

export const meta: Route.MetaFunction = () =>
  tokenLinkMeta('Choose a new password', 'Choose a new password for your Trellis account.');

export const loader = ({ request }: Route.LoaderArgs) => resetPasswordLoader(request);

export const action = ({ request }: Route.ActionArgs) => resetPasswordAction(request);

export default function ResetPassword() {
  const link = useLoaderData<ResetPasswordLoaderData>();
  const result = useActionData<PasswordActionData>();
  const navigation = useNavigation();

  if (link.state === 'incomplete') {
    return (
      <LinkRefused heading="Choose a new password" message={link.message}>
        <Text>
          <Link href="/forgot-password">Ask for a new reset link</Link>
        </Text>
      </LinkRefused>
    );
  }

  return (
    <NewPasswordForm
      email={link.email}
      heading="Choose a new password"
      intro={
        <Text>
          For <strong>{link.email}</strong>.
        </Text>
      }
      fields={{
        errors: result?.errors,
        tokenRefused: result?.tokenRefused,
        refusedLink: { href: '/forgot-password', text: 'Ask for a new reset link' },
        label: 'New password',
      }}
      submitting={navigation.state === 'submitting'}
      submitLabel="Change password"
    >
      <Text size="sm">
        <Link href="/login">Back to log in</Link>
      </Text>
    </NewPasswordForm>
  );
}

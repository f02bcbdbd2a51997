import { useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { routeMeta } from '#site/pageMeta.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { RegistrationFields } from '#src/lib/forms/authFields.tsx';
import { registerAction, type AuthActionData } from '#site/server/auth.server.ts';
import { withActionRetryAfter } from '#site/server/throttle.server.ts';
import { AuthForm } from '#site/shell/AuthForm.tsx';
import * as styles from '#site/shell/auth.css.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

export const meta: Route.MetaFunction = () =>
  routeMeta(
    'Sign up',
    'Create a Trellis account to work with a garden designer and book sessions.',
  );

export const action = ({ request }: Route.ActionArgs) => registerAction(request);

// A refused attempt's Retry-After reaches the page's answer too, not only a script's request.
export const headers: Route.HeadersFunction = withActionRetryAfter;

export default function Register() {
  const result = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const errors = result?.errors;

  return (
    <AuthForm
      heading="Create your account"
      submitting={navigation.state === 'submitting'}
      submitLabel="Register"
      footer={
        <Text size="sm">
          Already have an account? <Link href="/login">Log in</Link> ·{' '}
          <Link href="/forgot-password">Forgot your password?</Link>
        </Text>
      }
    >
      <FormErrorLine message={errors?.form} className={styles.formError} />
      <RegistrationFields values={result?.values} errors={errors} />
    </AuthForm>
  );
}

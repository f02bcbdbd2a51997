import { useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { routeMeta } from '#site/pageMeta.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { LoginFields } from '#src/lib/forms/authFields.tsx';
import { loginAction, type AuthActionData } from '#site/server/auth.server.ts';
import { withActionRetryAfter } from '#site/server/throttle.server.ts';
import { AuthForm } from '#site/shell/AuthForm.tsx';
import * as styles from '#site/shell/auth.css.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

export const meta: Route.MetaFunction = () =>
  routeMeta('Log in', 'Log in to your Trellis account: your designs, orders and sessions.');

export const action = ({ request }: Route.ActionArgs) => loginAction(request);

// A refused attempt's Retry-After reaches the page's answer too, not only a script's request.
export const headers: Route.HeadersFunction = withActionRetryAfter;

export default function Login() {
  const result = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const errors = result?.errors;
  return (
    <AuthForm
      heading="Log in to Trellis"
      submitting={submitting}
      submitLabel="Log In"
      footer={
        <Text size="sm">
          New to Trellis? <Link href="/register">Create an account</Link> ·{' '}
          <Link href="/forgot-password">Forgot your password?</Link>
        </Text>
      }
    >
      <FormErrorLine message={errors?.form} className={styles.formError} />
      <LoginFields values={result?.values} errors={errors} />
    </AuthForm>
  );
}

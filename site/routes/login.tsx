import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { routeMeta } from '#site/pageMeta.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { LoginFields } from '#src/lib/forms/authFields.tsx';
import { loginAction, type AuthActionData } from '#site/server/auth.server.ts';
import { withActionRetryAfter } from '#site/server/throttle.server.ts';
import * as styles from '#site/shell/auth.css.ts';

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
    <div className={styles.authPanel}>
      <Form method="post" noValidate>
        <Stack space="large">
          <Heading level={1} size="lg">
            Log in to Trellis
          </Heading>
          {errors?.form ? (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          ) : null}
          <LoginFields values={result?.values} errors={errors} />
          <Button type="submit" loading={submitting} fullWidth>
            Log In
          </Button>
          <Text size="sm">
            New to Trellis? <Link href="/register">Create an account</Link> ·{' '}
            <Link href="/forgot-password">Forgot your password?</Link>
          </Text>
        </Stack>
      </Form>
    </div>
  );
}

import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { routeMeta } from '#site/pageMeta.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { RegistrationFields } from '#src/lib/forms/authFields.tsx';
import { registerAction, type AuthActionData } from '#site/server/auth.server.ts';
import { withActionRetryAfter } from '#site/server/throttle.server.ts';
import * as styles from '#site/shell/auth.css.ts';

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
    <div className={styles.authPanel}>
      <Form method="post" noValidate>
        <Stack space="large">
          <Heading level={1} size="lg">
            Create your account
          </Heading>
          {errors?.form ? (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          ) : null}
          <RegistrationFields values={result?.values} errors={errors} />
          <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
            Register
          </Button>
          <Text size="sm">
            Already have an account? <Link href="/login">Log in</Link> ·{' '}
            <Link href="/forgot-password">Forgot your password?</Link>
          </Text>
        </Stack>
      </Form>
    </div>
  );
}

import { useState, useSyncExternalStore } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { Button } from '#src/components/Button/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { Select } from '#src/components/Select/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { TextField } from '#src/components/TextField/index.ts';
import { PersonNameAndEmailFields } from '#src/forms/personFields.tsx';
import { guessTimezone, timezoneOptions } from '#src/forms/timezones.ts';
import { registerAction, type AuthActionData } from '#site/server/auth.server.ts';
import * as styles from '#site/shell/auth.css.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Sign up | Trellis' }];

const subscribeNever = () => () => {};

export const action = ({ request }: Route.ActionArgs) => registerAction(request);

export default function Register() {
  const result = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const errors = result?.errors;
  const values = result?.values ?? {};
  // The timezone is guessed from the browser (the server cannot know it); the person can change it.
  const guessed = useSyncExternalStore(subscribeNever, guessTimezone, () => 'America/New_York');
  const [chosen, setChosen] = useState<string | null>(values.timezone || null);
  const timezone = chosen ?? guessed;

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
          <PersonNameAndEmailFields values={values} errors={errors} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            error={errors?.fields.password}
          />
          <Select
            label="Timezone"
            name="timezone"
            required
            options={timezoneOptions(timezone)}
            value={timezone}
            onValueChange={setChosen}
            error={errors?.fields.timezone}
          />
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

import { useState, useSyncExternalStore } from 'react';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { EmailField, PersonNameAndEmailFields } from './personFields.tsx';
import { guessTimezone } from './timezones.ts';
import { TimezoneSelect } from './TimezoneSelect.tsx';

const subscribeNever = () => () => {};

/**
 * The sign-up fields (first and last name, e-mail, password, timezone), for the register page and the
 * inline sign-up. Each keeps what was typed (`values`, never the password) and shows its error.
 */
export function RegistrationFields({
  values = {},
  errors,
}: {
  values?: Record<string, string>;
  errors: FormErrors | undefined;
}) {
  // The timezone is guessed from the browser (the server cannot know it); the person can change it.
  const guessed = useSyncExternalStore(subscribeNever, guessTimezone, () => 'America/New_York');
  const [chosen, setChosen] = useState<string | null>(values.timezone || null);
  const timezone = chosen ?? guessed;
  return (
    <>
      <PersonNameAndEmailFields values={values} errors={errors} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.fields.password}
      />
      <TimezoneSelect value={timezone} onValueChange={setChosen} error={errors?.fields.timezone} />
    </>
  );
}

/** The log-in fields (e-mail and password), for the login page and the inline log-in. */
export function LoginFields({
  values = {},
  errors,
}: {
  values?: Record<string, string>;
  errors: FormErrors | undefined;
}) {
  return (
    <>
      <EmailField value={values.email} error={errors?.fields.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors?.fields.password}
      />
    </>
  );
}

import type { FormErrors } from '#src/lib/api/formErrors.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { isValidEmail } from './email.ts';

/** The fields that name a person, as registration and the profile form both ask for them. */
export interface PersonValues {
  first_name: string;
  last_name: string;
  email: string;
  timezone: string;
}

/** The messages for missing or malformed person fields (checked before the API is asked). */
export function personFieldErrors(values: PersonValues): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!values.first_name) fields.first_name = 'Please enter your first name.';
  if (!values.last_name) fields.last_name = 'Please enter your last name.';
  if (!values.email) fields.email = 'Please enter your email address.';
  else if (!isValidEmail(values.email)) fields.email = 'Please enter a valid email address.';
  if (!values.timezone) fields.timezone = 'Please choose your timezone.';
  return fields;
}

/** First name, last name and e-mail, each keeping what the person typed and showing its error. */
export function PersonNameAndEmailFields({
  values,
  errors,
}: {
  values: Partial<PersonValues>;
  errors: FormErrors | undefined;
}) {
  return (
    <>
      <TextField
        label="First name"
        name="first_name"
        autoComplete="given-name"
        required
        defaultValue={values.first_name}
        error={errors?.fields.first_name}
      />
      <TextField
        label="Last name"
        name="last_name"
        autoComplete="family-name"
        required
        defaultValue={values.last_name}
        error={errors?.fields.last_name}
      />
      <EmailField value={values.email} error={errors?.fields.email} />
    </>
  );
}

/** The e-mail field of the sign-up, log-in, forgotten-password and profile forms, keeping what was typed. */
export function EmailField({ value, error }: { value?: string; error?: string }) {
  return (
    <TextField
      label="Email address"
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={value}
      error={error}
    />
  );
}

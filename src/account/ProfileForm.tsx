import { useState } from 'react';
import { Form } from 'react-router';
import type { FormErrors } from '#src/api/formErrors.ts';
import type { AccountWire } from '#src/api/types.ts';
import { Button } from '#src/components/Button/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Select } from '#src/components/Select/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { TextField } from '#src/components/TextField/index.ts';
import { timezoneOptions } from '#src/forms/timezones.ts';
import * as styles from './account.css.ts';

export const profileFields = ['first_name', 'last_name', 'email', 'timezone'] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

export interface ProfileFormProps {
  account: Pick<AccountWire, ProfileField>;
  /** What the person sent last time, kept when the save failed. */
  values?: Partial<ProfileValues>;
  errors?: FormErrors;
  submitting?: boolean;
}

/** The profile edit form; it posts to its route's action (`PUT /users/{id}`). */
export function ProfileForm({ account, values, errors, submitting = false }: ProfileFormProps) {
  const initial = { ...account, ...values };
  const [timezone, setTimezone] = useState(initial.timezone);
  return (
    <Form method="post" noValidate aria-labelledby="profile-form-heading">
      <Stack space="medium">
        <Heading level={2} size="lg" id="profile-form-heading">
          Edit your profile
        </Heading>
        {errors?.form ? (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        ) : null}
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          required
          defaultValue={initial.first_name}
          error={errors?.fields.first_name}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          required
          defaultValue={initial.last_name}
          error={errors?.fields.last_name}
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={initial.email}
          error={errors?.fields.email}
        />
        <Select
          label="Timezone"
          name="timezone"
          required
          options={timezoneOptions(timezone)}
          value={timezone}
          onValueChange={setTimezone}
          error={errors?.fields.timezone}
        />
        <div>
          <Button type="submit" loading={submitting}>
            Save changes
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

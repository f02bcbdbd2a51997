import { useState } from 'react';
import { Form } from 'react-router';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import type { AccountWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import { PersonNameAndEmailFields } from '#src/lib/forms/personFields.tsx';
import { TimezoneSelect } from '#src/lib/forms/TimezoneSelect.tsx';
import * as styles from './account.css.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

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
    <Form method="post" noValidate aria-labelledby="profile-form-heading" className={formColumn}>
      <Stack space="medium">
        <Heading level={2} size="lg" id="profile-form-heading">
          Edit your profile
        </Heading>
        <FormErrorLine message={errors?.form} className={styles.formError} />
        <PersonNameAndEmailFields values={initial} errors={errors} />
        <TimezoneSelect
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

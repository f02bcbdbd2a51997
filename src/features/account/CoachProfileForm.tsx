import { useState } from 'react';
import { Form } from 'react-router';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Checkbox } from '#src/ui/components/Checkbox/index.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import { usStateOptions } from '#src/lib/forms/regions.ts';
import * as styles from './account.css.ts';
import type { CoachProfileValues } from './coachProfile.ts';
import * as layout from './CoachProfileForm.css.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

/** About Me and the testimonial may be this long. */
export const coachProfileMaxLength = 2000;

export interface CoachProfileFormProps {
  /** The saved profile, or what the person sent when saving failed. */
  values: CoachProfileValues;
  errors?: FormErrors;
  submitting?: boolean;
}

/** A field's error: the 422 may name the flat field or its place in the request body. */
function fieldError(errors: FormErrors | undefined, ...names: string[]): string | undefined {
  for (const name of names) {
    const message = errors?.fields[name];
    if (message) return message;
  }
  return undefined;
}

/** The coaching profile form; it posts to its route's action (`PUT /users/{id}`). */
export function CoachProfileForm({ values, errors, submitting = false }: CoachProfileFormProps) {
  const states = usStateOptions(values.state);
  const [state, setState] = useState(states.value);
  return (
    <Form method="post" noValidate aria-label="Coaching profile" className={formColumn}>
      <Stack space="medium">
        <FormErrorLine message={errors?.form} className={styles.formError} />
        <TextArea
          label="About Me"
          name="about"
          defaultValue={values.about}
          maxLength={coachProfileMaxLength}
          rows={6}
          error={fieldError(errors, 'about', 'properties.0.property')}
        />
        <TextArea
          label="Testimonial"
          name="testimonial"
          defaultValue={values.testimonial}
          maxLength={coachProfileMaxLength}
          rows={4}
          hint="A quote from a customer, with their name."
          error={fieldError(errors, 'testimonial', 'properties.1.property')}
        />
        <div className={layout.place}>
          <TextField
            label="City"
            name="city"
            autoComplete="address-level2"
            defaultValue={values.city}
            error={fieldError(errors, 'city', 'addresses.0.city')}
          />
          <Select
            label="State"
            name="state"
            options={usStateOptions(state).options}
            value={state}
            onValueChange={setState}
            placeholder="Choose a state"
            error={fieldError(errors, 'state', 'addresses.0.state')}
          />
        </div>
        <Checkbox
          label="Video calls only"
          name="coach_zoom_only"
          defaultChecked={values.coach_zoom_only}
          error={fieldError(errors, 'coach_zoom_only')}
        />
        <div>
          <Button type="submit" loading={submitting}>
            Save coaching profile
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

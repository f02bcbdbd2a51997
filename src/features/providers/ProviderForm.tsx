import { useCallback, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Form } from 'react-router';
import type { ImageTransport } from '#src/features/account/uploadImage.ts';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import type { NamedWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import { PortfolioField } from './PortfolioField.tsx';
import {
  providerDescriptionMaxLength,
  providerFieldLabels,
  providerFormMessages,
  regionFromValue,
  validateProvider,
  type PortfolioEntry,
  type ProviderField,
  type ProviderFormValues,
} from './providerForm.ts';
import * as styles from './ProviderForm.css.ts';
import { providerFormWording } from './providerFormWording.ts';
import { ProviderErrorList } from './ProviderErrorList.tsx';
import { ProviderRegionSelect } from './ProviderRegionSelect.tsx';
import { SingleImageField } from './SingleImageField.tsx';
import { expertiseInputId, SpecialtiesField } from './SpecialtiesField.tsx';
import type { ProviderImageModel } from './useImageUploads.ts';
import { hasErrors, useProviderFormErrors } from './useProviderFormErrors.ts';

export { providerFormWording };

export interface ProviderFormProps {
  /** `register`: a new business (POST /providers); `edit`: the owner's business (PUT /providers/{id}). */
  mode: 'register' | 'edit';
  /** What the form starts with: blank, the saved business, or what was sent when sending failed. */
  values: ProviderFormValues;
  /** The specialties to choose from (GET /expertises). */
  expertiseOptions: readonly NamedWire[];
  /** GET /expertises failed: the specialties cannot be chosen now (those chosen are kept). */
  expertisesUnavailable?: boolean;
  /** The route action's errors (the API's 422 mapped onto the fields, or a message for the form). */
  errors?: FormErrors;
  submitting?: boolean;
  /** Sends images; XMLHttpRequest to `/api/images` unless a story or test hands in its own. */
  transport?: ImageTransport;
}

/**
 * The business form (docs/spec/features.md §2.4): 'Business details' (name, phone, address, website,
 * certifications) and 'Directory profile' (description with its live counter, up to 4 specialties,
 * logo, cover and portfolio). It keeps what was typed in its own state, checks the required fields
 * before sending, and posts to its route's action, which calls the API; images upload from the browser
 * as they are chosen. Errors show at their fields and, all together, in a list at the top.
 */
export function ProviderForm({
  mode,
  values: initialValues,
  expertiseOptions,
  expertisesUnavailable = false,
  errors,
  submitting = false,
  transport,
}: ProviderFormProps) {
  const [values, setValues] = useState(initialValues);
  const { shown, errorListRef, showErrors, clearErrors, clearError } =
    useProviderFormErrors(errors);
  const [uploading, setUploading] = useState<ProviderImageModel[]>([]);
  const uid = useId();
  const idOf = (field: ProviderField) => `${uid}-${field}`;

  const onBusyChange = useCallback((model: ProviderImageModel, busy: boolean) => {
    setUploading((current) => {
      const without = current.filter((entry) => entry !== model);
      return busy ? [...without, model] : without;
    });
  }, []);

  function set<K extends keyof ProviderFormValues>(field: K, value: ProviderFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'country') clearError(field as ProviderField);
  }

  const setPortfolio = useCallback((update: (current: PortfolioEntry[]) => PortfolioEntry[]) => {
    setValues((current) => ({ ...current, portfolio: update(current.portfolio) }));
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const fields: Record<string, string> = validateProvider(values);
    const waiting = uploading.length > 0;
    if (waiting || Object.keys(fields).length > 0) {
      event.preventDefault();
      showErrors({ fields, form: waiting ? providerFormMessages.uploading : null });
      return;
    }
    clearErrors();
  }

  const fieldError = (field: ProviderField) => shown?.fields[field] || undefined;

  type ProviderTextField =
    'name' | 'phone' | 'address' | 'city' | 'postal_code' | 'website' | 'certifications';
  /** What each text field of the form shares: its id, label, name, value, change and error. */
  const textField = (field: ProviderTextField) => ({
    id: idOf(field),
    label: providerFieldLabels[field],
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    error: fieldError(field),
  });

  const targetOf = (field: ProviderField) => {
    if (field === 'expertises') {
      const first = expertiseOptions[0];
      return first ? expertiseInputId(uid, first.id) : idOf('description');
    }
    return idOf(field);
  };

  const onRegionChange = useCallback(
    (value: string) => {
      setValues((current) => ({ ...current, ...regionFromValue(value) }));
      clearError('state');
    },
    [clearError],
  );

  return (
    <Form
      method="post"
      noValidate
      aria-label={mode === 'register' ? 'Register your business' : 'Business profile'}
      onSubmit={onSubmit}
      className={formColumn}
    >
      <Stack space="xlarge">
        {shown && hasErrors(shown) ? (
          <ProviderErrorList ref={errorListRef} errors={shown} targetOf={targetOf} />
        ) : null}

        <section aria-labelledby={`${uid}-details`} className={styles.part}>
          <Heading level={2} size="lg" id={`${uid}-details`}>
            {providerFormWording.businessDetails}
          </Heading>
          <TextField {...textField('name')} required autoComplete="organization" />
          <TextField {...textField('phone')} type="tel" autoComplete="tel" />
          {/* street-address is for a multi-line textarea; a one-line input takes address-line1 */}
          <TextField {...textField('address')} autoComplete="address-line1" />
          <div className={styles.columns}>
            <TextField {...textField('city')} required autoComplete="address-level2" />
            <ProviderRegionSelect
              id={idOf('state')}
              label={providerFieldLabels.state}
              country={values.country}
              state={values.state}
              onChange={onRegionChange}
              error={fieldError('state')}
            />
            <TextField {...textField('postal_code')} required autoComplete="postal-code" />
          </div>
          <input type="hidden" name="state" value={values.state} />
          <input type="hidden" name="country" value={values.country} />
          <TextField {...textField('website')} type="url" autoComplete="url" />
          <TextField
            {...textField('certifications')}
            hint="Optional: memberships, licences or courses completed."
          />
        </section>

        <section aria-labelledby={`${uid}-profile`} className={styles.part}>
          <Heading level={2} size="lg" id={`${uid}-profile`}>
            {providerFormWording.directoryProfile}
          </Heading>
          <TextArea
            id={idOf('description')}
            label={providerFieldLabels.description}
            name="description"
            required
            hint="What people read about your business in the directory."
            maxLength={providerDescriptionMaxLength}
            rows={5}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            error={fieldError('description')}
          />

          <SpecialtiesField
            legend={providerFieldLabels.expertises}
            idPrefix={uid}
            options={expertiseOptions}
            unavailable={expertisesUnavailable}
            value={values.expertises}
            onChange={(expertises) => set('expertises', expertises)}
            error={fieldError('expertises')}
          />

          <SingleImageField
            id={idOf('logo')}
            model="logo"
            label={providerFieldLabels.logo}
            noun="logo"
            hint="Square (1:1)."
            value={values.logo}
            onChange={(image) => set('logo', image)}
            error={fieldError('logo')}
            transport={transport}
            onBusyChange={onBusyChange}
          />
          <input type="hidden" name="logo" value={values.logo ?? ''} />

          <SingleImageField
            id={idOf('cover')}
            model="cover"
            label={providerFieldLabels.cover}
            noun="cover image"
            hint="Wide (2:1), shown at 500×250 px."
            value={values.cover}
            onChange={(image) => set('cover', image)}
            error={fieldError('cover')}
            transport={transport}
            onBusyChange={onBusyChange}
          />
          <input type="hidden" name="cover" value={values.cover ?? ''} />

          <PortfolioField
            id={idOf('portfolio')}
            label={providerFieldLabels.portfolio}
            hint="Pictures of your work, any shape."
            value={values.portfolio}
            onChange={setPortfolio}
            error={fieldError('portfolio')}
            transport={transport}
            onBusyChange={onBusyChange}
          />
          {values.portfolio.map((entry) => (
            <span key={entry.id} hidden>
              <input type="hidden" name="portfolio_id" value={String(entry.id)} />
              <input type="hidden" name="portfolio_image" value={entry.image} />
            </span>
          ))}
        </section>

        <div>
          <Button type="submit" loading={submitting}>
            {providerFormWording.submit[mode]}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
} from 'react';
import { Form } from 'react-router';
import type { ImageTransport } from '#src/features/account/uploadImage.ts';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import type { NamedWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Checkbox } from '#src/ui/components/Checkbox/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Select, type SelectOption } from '#src/ui/components/Select/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import { findRegion, regionCountries } from '#src/lib/forms/regions.ts';
import {
  providerDescriptionMaxLength,
  providerFieldLabels,
  providerFields,
  providerFormMessages,
  providerSpecialtiesMax,
  regionFromValue,
  regionValue,
  specialtyEnabled,
  toggleSpecialty,
  validateProvider,
  type PortfolioEntry,
  type ProviderField,
  type ProviderFormValues,
} from './providerForm.ts';
import * as styles from './ProviderForm.css.ts';
import {
  PortfolioField,
  SingleImageField,
  type ProviderImageModel,
} from './ProviderImageFields.tsx';

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

export const providerFormWording = {
  businessDetails: 'Business details',
  directoryProfile: 'Directory profile',
  errorListTitle: 'Please check the following:',
  submit: { register: 'Submit application', edit: 'Save business profile' },
  specialtiesHint: `Choose up to ${providerSpecialtiesMax}.`,
  specialtiesUnavailable:
    'The specialties could not be loaded just now. You can choose them later from your business profile.',
} as const;

/** Every state, province and territory, grouped by country; values carry the country (WA is in two). */
const regionGroups = regionCountries.map((country) => ({
  label: country.label,
  options: country.regions.map((region) => ({
    value: regionValue(country.code, region.value),
    label: region.label,
  })),
}));

// The select holds 72 options: it re-renders only when its own props change, not on every keystroke.
const RegionSelect = memo(Select);

const hasErrors = (errors: FormErrors | null | undefined) =>
  Boolean(errors && (errors.form || Object.keys(errors.fields).length > 0));

/** The specialties chosen, read out as they change. */
function chosenText(count: number): string {
  if (count >= providerSpecialtiesMax)
    return `${count} of ${providerSpecialtiesMax} chosen: the most a business may have.`;
  return `${count} of ${providerSpecialtiesMax} chosen.`;
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
  const [shown, setShown] = useState<FormErrors | null>(errors ?? null);
  const [seenErrors, setSeenErrors] = useState(errors);
  const [uploading, setUploading] = useState<ProviderImageModel[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const errorListRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  const idOf = (field: ProviderField) => `${uid}-${field}`;
  const expertiseId = (id: number) => `${uid}-expertise-${id}`;

  // New errors from the action replace what shows, and the list takes focus.
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    setShown(errors ?? null);
    if (hasErrors(errors)) setFocusRequest((count) => count + 1);
  }

  useEffect(() => {
    if (focusRequest > 0) errorListRef.current?.focus();
  }, [focusRequest]);

  const onBusyChange = useCallback((model: ProviderImageModel, busy: boolean) => {
    setUploading((current) => {
      const without = current.filter((entry) => entry !== model);
      return busy ? [...without, model] : without;
    });
  }, []);

  const clearError = useCallback((field: ProviderField) => {
    setShown((current) => {
      if (!current?.fields[field]) return current;
      const { [field]: _cleared, ...fields } = current.fields;
      return { ...current, fields };
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
      setShown({ fields, form: waiting ? providerFormMessages.uploading : null });
      setFocusRequest((count) => count + 1);
      return;
    }
    setShown(null);
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

  function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
    event.preventDefault();
    document.getElementById(target)?.focus();
  }

  const targetOf = (field: ProviderField) => {
    if (field === 'expertises') {
      const first = expertiseOptions[0];
      return first ? expertiseId(first.id) : idOf('description');
    }
    return idOf(field);
  };

  const listedFields = providerFields.filter((field) => shown?.fields[field]);
  const otherMessages = Object.entries(shown?.fields ?? {})
    .filter(([key]) => !(providerFields as readonly string[]).includes(key))
    .map(([, message]) => message);

  // The state select; a saved value that is not in the lists stays, on top.
  const selected = regionValue(values.country, values.state);
  const extraOptions = useMemo<SelectOption[]>(
    () =>
      values.state && !findRegion(values.state, values.country)
        ? [{ value: regionValue(values.country, values.state), label: values.state }]
        : [],
    [values.state, values.country],
  );
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
        {hasErrors(shown) ? (
          <div ref={errorListRef} tabIndex={-1} role="alert" className={styles.errorList}>
            {listedFields.length > 0 || otherMessages.length > 0 ? (
              <>
                <Text weight="semibold">{providerFormWording.errorListTitle}</Text>
                <ul className={styles.errorListItems}>
                  {listedFields.map((field) => (
                    <li key={field}>
                      <a
                        href={`#${targetOf(field)}`}
                        className={styles.errorLink}
                        onClick={(event) => focusField(event, targetOf(field))}
                      >
                        {`${providerFieldLabels[field]}: ${shown?.fields[field]}`}
                      </a>
                    </li>
                  ))}
                  {otherMessages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {shown?.form ? <Text>{shown.form}</Text> : null}
          </div>
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
            <RegionSelect
              id={idOf('state')}
              label={providerFieldLabels.state}
              required
              options={extraOptions}
              groups={regionGroups}
              value={selected}
              onValueChange={onRegionChange}
              placeholder="Choose a state or province"
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

          <fieldset className={styles.fieldset} aria-describedby={`${uid}-specialties-hint`}>
            <legend className={fieldStyles.label()}>{providerFieldLabels.expertises}</legend>
            <p id={`${uid}-specialties-hint`} className={fieldStyles.hint()}>
              {expertisesUnavailable
                ? providerFormWording.specialtiesUnavailable
                : providerFormWording.specialtiesHint}
            </p>
            {expertiseOptions.length > 0 ? (
              <div className={styles.specialties}>
                {expertiseOptions.map((expertise) => (
                  <Checkbox
                    key={expertise.id}
                    id={expertiseId(expertise.id)}
                    label={expertise.name}
                    checked={values.expertises.includes(expertise.id)}
                    disabled={!specialtyEnabled(values.expertises, expertise.id)}
                    onCheckedChange={(on) =>
                      set('expertises', toggleSpecialty(values.expertises, expertise.id, on))
                    }
                  />
                ))}
              </div>
            ) : null}
            <p className={fieldStyles.hint()} aria-live="polite">
              {expertiseOptions.length > 0 ? chosenText(values.expertises.length) : null}
            </p>
            <p className={fieldStyles.error()} aria-live="polite">
              {fieldError('expertises')}
            </p>
            {values.expertises.map((id) => (
              <input key={id} type="hidden" name="expertises" value={id} />
            ))}
          </fieldset>

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

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import type { ImageTransport } from '#src/features/account/uploadImage.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import {
  emptyGardenValues,
  gardenDescriptionMaxLength,
  gardenFormErrors,
  gardenRegionOptions,
  gardenRequest,
  validateGarden,
  type GardenFieldErrors,
  type GardenRequest,
  type GardenValues,
} from './gardenForm.ts';
import { GardenPictures } from './GardenPictures.tsx';
import * as styles from './gardens.css.ts';
import { useGardenPictures } from './useGardenPictures.ts';

export interface GardenFormProps {
  /** Names the form for assistive technology, e.g. "Share your garden". */
  label: string;
  submitLabel: string;
  /** The saved garden's values and pictures (the edit form); empty for a new garden. */
  initialValues?: GardenValues;
  initialImages?: readonly string[];
  /** Sends the garden; a rejection (an ApiError) is shown on the form, with everything kept. */
  onSubmit: (request: GardenRequest) => Promise<void>;
  /** After a new garden is shared the form starts over, empty. */
  resetOnSuccess?: boolean;
  /** Shows a Cancel button (the edit form). */
  onCancel?: () => void;
  /** Sends each picture; XMLHttpRequest to `/api/images` unless a story or test hands in its own. */
  transport?: ImageTransport;
  /** Moves the focus to the description when the form appears (the edit form, opened by its button). */
  focusOnOpen?: boolean;
}

/**
 * A garden: its pictures (1 to 6, uploaded as they are chosen), a description (required, with a
 * counter) and where it grows (city; state or province). Checked before sending; the API's field
 * errors show under their fields; nothing typed is lost when sending fails.
 */
export function GardenForm({
  label,
  submitLabel,
  initialValues = emptyGardenValues,
  initialImages = [],
  onSubmit,
  resetOnSuccess = false,
  onCancel,
  transport,
  focusOnOpen = false,
}: GardenFormProps) {
  const id = useId();
  const [values, setValues] = useState<GardenValues>(initialValues);
  const regions = gardenRegionOptions(values.state);
  const { pictures, add, retry, remove, reset } = useGardenPictures(initialImages, transport);
  const [fieldErrors, setFieldErrors] = useState<GardenFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const picturesRef = useRef<HTMLInputElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  // A failure of the whole form takes the focus once its message is on the page.
  const [formErrorShown, setFormErrorShown] = useState(0);
  useEffect(() => {
    if (formErrorShown > 0) formErrorRef.current?.focus();
  }, [formErrorShown]);
  // The edit form opens in place of the garden: its first field takes the focus from the button.
  useEffect(() => {
    if (focusOnOpen) descriptionRef.current?.focus();
  }, [focusOnOpen]);

  const set = (field: keyof GardenValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors(({ [field]: _, ...rest }) => rest);
  };

  function focusFirstError(errors: GardenFieldErrors) {
    if (errors.description) descriptionRef.current?.focus();
    else if (errors.images) picturesRef.current?.focus();
  }

  function addPictures(files: File[]) {
    setRefused(add(files));
    if (fieldErrors.images) setFieldErrors(({ images: _, ...rest }) => rest);
  }

  function removePicture(key: string) {
    remove(key);
    setRefused([]);
    // The button pressed is gone: the picker is the next thing to act on.
    picturesRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = validateGarden(values, pictures);
    setFormError(null);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstError(errors);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(gardenRequest(values, pictures));
      setSubmitting(false);
      setRefused([]);
      if (resetOnSuccess) {
        setValues(emptyGardenValues);
        reset();
      }
    } catch (error) {
      setSubmitting(false);
      const mapped = gardenFormErrors(mapFormError(error));
      setFieldErrors(mapped.fields);
      setFormError(mapped.form);
      if (mapped.form && Object.keys(mapped.fields).length === 0)
        setFormErrorShown((count) => count + 1);
      else focusFirstError(mapped.fields);
    }
  }

  const picturesError = [fieldErrors.images, ...refused].filter(Boolean).join('\n') || null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack space="medium">
        {formError ? (
          <p className={styles.formError} role="alert" tabIndex={-1} ref={formErrorRef}>
            {formError}
          </p>
        ) : null}
        <GardenPictures
          id={`${id}-pictures`}
          pictures={pictures}
          error={picturesError}
          disabled={submitting}
          onAdd={addPictures}
          onRemove={removePicture}
          onRetry={retry}
          inputRef={picturesRef}
        />
        <TextArea
          ref={descriptionRef}
          label="Description"
          name="description"
          required
          rows={4}
          maxLength={gardenDescriptionMaxLength}
          hint="What you grow, how you built it, what you learned."
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
          error={fieldErrors.description}
        />
        <div className={styles.place}>
          <TextField
            label="City"
            name="city"
            autoComplete="address-level2"
            value={values.city}
            onChange={(event) => set('city')(event.target.value)}
            error={fieldErrors.city}
          />
          <Select
            label="State/Province"
            options={regions.options}
            value={regions.value || undefined}
            onValueChange={set('state')}
            placeholder="Choose a state or province"
            error={fieldErrors.state}
          />
        </div>
        <Inline space="small">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}

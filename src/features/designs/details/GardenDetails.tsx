import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { ApiError } from '#src/lib/api/client.ts';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import {
  designBudgetOptions,
  designBuilderOptions,
  designFlexibleOptions,
  type DataResponse,
  type DesignFileWire,
  type DesignWire,
} from '#src/lib/api/types.ts';
import { RadioGroup } from '#src/ui/components/Radio/index.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';
import { AddressField } from '../address/AddressField.tsx';
import type { PlacesLibrary } from '../address/placesLoader.ts';
import * as styles from './GardenDetails.css.ts';
import { GardenDetailsActions } from './GardenDetailsActions.tsx';
import {
  draftFromDesign,
  gardenDetailsFieldOf,
  gardenDetailsLabels,
  gardenDetailsProblems,
  gardenDetailsRequest,
  missingGardenDetails,
  type GardenDetailsDraft,
  type GardenDetailsField,
} from './gardenDetailsRules.ts';
import { gardenDetailsWording } from './gardenDetailsWording.ts';
import { GardenImages } from './GardenImages.tsx';
import { xhrDesignFileTransport, type DesignFileTransport } from './uploadDesignFile.ts';

export { gardenDetailsWording } from './gardenDetailsWording.ts';

export interface GardenDetailsProps {
  /**
   * The design whose details are edited; the form starts from its name, details and files. Give the
   * form a `key` of the design's id: it keeps what is typed across renders of the same design.
   */
  design: DesignWire;
  /**
   * Called with the design as `PUT /designs/{id}` answered it: `continued` is false after 'Save
   * Progress', true after 'Save & Continue' (the homework then opens the next section).
   */
  onSaved: (design: DesignWire, continued: boolean) => void;
  /** Sends the pictures; XMLHttpRequest to `/api/designs/{id}/upload` unless a story hands in its own. */
  transport?: DesignFileTransport;
  /** The maps service's places library for the address (stories and tests pass a fake or null). */
  places?: PlacesLibrary | null;
}

type Errors = Partial<Record<GardenDetailsField, string>>;

/** Length and width: the draft's key (as typed) and the API's field. */
const sizeFields = [
  ['sizeLength', 'size_length'],
  ['sizeWidth', 'size_width'],
] as const;

/** The two questions answered with one of a few words, each the draft's key and the API's field. */
const choiceFields = [
  ['flexible', designFlexibleOptions],
  ['builder', designBuilderOptions],
] as const;

/** Each answer is its own label. */
const asOptions = (answers: readonly string[]) =>
  answers.map((answer) => ({ value: answer, label: answer }));

/**
 * The garden details step of the design homework (docs/spec/features.md §2.11, §5, §7, §8, §9): the
 * project name, the wide-angle photo and up to six additional images (each uploaded when chosen,
 * with its file notes and a remove button), the address, length and width in feet, the budget,
 * whether it is flexible and who will build it. 'Save Progress' (only while the details are not
 * complete) saves what there is; 'Save & Continue' is enabled once everything required is there and
 * saves the details as complete. The API's messages show under their fields; what was typed stays.
 */
export function GardenDetails({ design, onSaved, transport, places }: GardenDetailsProps) {
  const api = useApi();
  const send = useMemo(() => transport ?? xhrDesignFileTransport(), [transport]);
  const [draft, setDraft] = useState<GardenDetailsDraft>(() => draftFromDesign(design));
  const [files, setFiles] = useState<DesignFileWire[]>(() => design.files ?? []);
  const [completed, setCompleted] = useState(design.details?.completed === true);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'progress' | 'continue' | null>(null);
  const [status, setStatus] = useState('');
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [focusPicker, setFocusPicker] = useState<{ group: 'wideangle' | 'user_imgs' } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const wideangleInput = useRef<HTMLInputElement>(null);
  const additionalInput = useRef<HTMLInputElement>(null);
  const missingId = useId();

  const missing = missingGardenDetails(draft, files);

  // After a refused save, focus goes to the first field with a message (before anything paints).
  useLayoutEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  // A removed image takes its card and the focused dialog with it: focus goes to its group's picker.
  // After the dialog's own focus handling, which runs in a timeout once it is gone.
  useEffect(() => {
    if (!focusPicker) return;
    const timer = setTimeout(() => {
      (focusPicker.group === 'wideangle' ? wideangleInput : additionalInput).current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [focusPicker]);

  function edit<K extends keyof GardenDetailsDraft>(
    key: K,
    field: GardenDetailsField,
    value: GardenDetailsDraft[K],
  ) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrorOf(field, null);
    setStatus('');
  }

  function setErrorOf(field: GardenDetailsField, message: string | null) {
    setErrors((current) => {
      if (!message && !current[field]) return current;
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }

  async function save(complete: boolean) {
    const problems = gardenDetailsProblems(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError(null);
      setFocusInvalid((tick) => tick + 1);
      return;
    }
    if (complete && missing.length > 0) return;
    setSaving(complete ? 'continue' : 'progress');
    setErrors({});
    setFormError(null);
    setStatus('');
    try {
      const answer = await api.put<DataResponse<DesignWire>>(
        `/designs/${design.id}`,
        gardenDetailsRequest(draft, complete),
      );
      const saved = answer.data;
      setSaving(null);
      setCompleted(saved.details?.completed === true);
      if (!complete) setStatus(gardenDetailsWording.progressSaved);
      onSaved(saved, complete);
    } catch (error) {
      // §8: a failed save is logged (status and message only) and the buttons come back.
      console.warn('Garden details: saving failed', {
        status: error instanceof ApiError ? error.status : 500,
        message: error instanceof Error ? error.message : String(error),
      });
      const mapped = mapFormError(error);
      const byField: Errors = {};
      const others: string[] = [];
      for (const [key, message] of Object.entries(mapped.fields)) {
        const field = gardenDetailsFieldOf(key);
        if (field) byField[field] ??= message;
        else others.push(message);
      }
      setErrors(byField);
      setFormError(mapped.form ?? (others.length > 0 ? others.join(' ') : null));
      setSaving(null);
      setFocusInvalid((tick) => tick + 1);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (missing.length === 0 && saving === null) void save(true);
  }

  const replaceFile = (changed: DesignFileWire) =>
    setFiles((current) => current.map((file) => (file.id === changed.id ? changed : file)));
  const removeFile = (gone: DesignFileWire) => {
    setFiles((current) => current.filter((file) => file.id !== gone.id));
    setFocusPicker({ group: gone.system_type === 'wideangle' ? 'wideangle' : 'user_imgs' });
  };
  const addFile = (added: DesignFileWire) => {
    setFiles((current) => [...current, added]);
    setStatus('');
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Your garden details"
      className={styles.form}
    >
      <Stack space="large">
        <FormErrorLine message={formError} className={styles.formError} />

        <TextField
          label={gardenDetailsLabels.name}
          name="name"
          required
          maxLength={255}
          autoComplete="off"
          value={draft.name}
          onChange={(event) => edit('name', 'name', event.target.value)}
          error={errors.name}
        />

        <GardenImages
          designId={design.id}
          files={files}
          errors={errors}
          transport={send}
          wideangleInput={wideangleInput}
          additionalInput={additionalInput}
          onChanged={replaceFile}
          onRemoved={removeFile}
          onUploaded={addFile}
          onError={setErrorOf}
        />

        <AddressField
          name="address"
          label={gardenDetailsLabels.address}
          required
          places={places}
          value={draft.address}
          onChange={(address) => edit('address', 'address', address)}
          error={errors.address}
        />

        <div className={styles.sizeRow}>
          {sizeFields.map(([key, field]) => (
            <TextField
              key={field}
              label={gardenDetailsLabels[field]}
              name={field}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              value={draft[key]}
              onChange={(event) => edit(key, field, event.target.value)}
              error={errors[field]}
            />
          ))}
        </div>

        <Select
          label={gardenDetailsLabels.budget}
          name="budget"
          required
          placeholder={gardenDetailsWording.budgetPlaceholder}
          options={asOptions(designBudgetOptions)}
          value={draft.budget}
          onValueChange={(value) => edit('budget', 'budget', value)}
          error={errors.budget}
        />

        {choiceFields.map(([field, options]) => (
          <RadioGroup
            key={field}
            label={gardenDetailsLabels[field]}
            name={field}
            required
            orientation="horizontal"
            options={asOptions(options)}
            value={draft[field]}
            onValueChange={(value) => edit(field, field, value)}
            error={errors[field]}
          />
        ))}

        <GardenDetailsActions
          missing={missing}
          missingId={missingId}
          completed={completed}
          saving={saving}
          onSaveProgress={() => void save(false)}
          status={status}
        />
      </Stack>
    </form>
  );
}

import { useId } from 'react';
import {
  designBudgetOptions,
  designBuilderOptions,
  designFlexibleOptions,
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
import { gardenDetailsLabels } from './gardenDetailsRules.ts';
import { gardenDetailsWording } from './gardenDetailsWording.ts';
import { GardenImages } from './GardenImages.tsx';
import type { DesignFileTransport } from './uploadDesignFile.ts';
import { useGardenDetailsForm } from './useGardenDetailsForm.ts';

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
  const form = useGardenDetailsForm({ design, onSaved, transport });
  const { formRef, wideangleInput, additionalInput } = form;
  const missingId = useId();

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-label="Your garden details"
      className={styles.form}
    >
      <Stack space="large">
        <FormErrorLine message={form.formError} className={styles.formError} />

        <TextField
          label={gardenDetailsLabels.name}
          name="name"
          required
          maxLength={255}
          autoComplete="off"
          value={form.draft.name}
          onChange={(event) => form.edit('name', 'name', event.target.value)}
          error={form.errors.name}
        />

        <GardenImages
          designId={design.id}
          files={form.files}
          errors={form.errors}
          transport={form.send}
          wideangleInput={wideangleInput}
          additionalInput={additionalInput}
          onChanged={form.replaceFile}
          onRemoved={form.removeFile}
          onUploaded={form.addFile}
          onError={form.setErrorOf}
        />

        <AddressField
          name="address"
          label={gardenDetailsLabels.address}
          required
          places={places}
          value={form.draft.address}
          onChange={(address) => form.edit('address', 'address', address)}
          error={form.errors.address}
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
              value={form.draft[key]}
              onChange={(event) => form.edit(key, field, event.target.value)}
              error={form.errors[field]}
            />
          ))}
        </div>

        <Select
          label={gardenDetailsLabels.budget}
          name="budget"
          required
          placeholder={gardenDetailsWording.budgetPlaceholder}
          options={asOptions(designBudgetOptions)}
          value={form.draft.budget}
          onValueChange={(value) => form.edit('budget', 'budget', value)}
          error={form.errors.budget}
        />

        {choiceFields.map(([field, options]) => (
          <RadioGroup
            key={field}
            label={gardenDetailsLabels[field]}
            name={field}
            required
            orientation="horizontal"
            options={asOptions(options)}
            value={form.draft[field]}
            onValueChange={(value) => form.edit(field, field, value)}
            error={form.errors[field]}
          />
        ))}

        <GardenDetailsActions
          missing={form.missing}
          missingId={missingId}
          completed={form.completed}
          saving={form.saving}
          onSaveProgress={() => void form.save(false)}
          status={form.status}
        />
      </Stack>
    </form>
  );
}

import type { NamedWire } from '#src/lib/api/types.ts';
import { Checkbox } from '#src/ui/components/Checkbox/index.ts';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import { providerSpecialtiesMax, specialtyEnabled, toggleSpecialty } from './providerForm.ts';
import * as styles from './ProviderForm.css.ts';
import { providerFormWording } from './providerFormWording.ts';

/** The specialties chosen, read out as they change. */
function chosenText(count: number): string {
  if (count >= providerSpecialtiesMax)
    return `${count} of ${providerSpecialtiesMax} chosen: the most a business may have.`;
  return `${count} of ${providerSpecialtiesMax} chosen.`;
}

export interface SpecialtiesFieldProps {
  legend: string;
  /** Where the ids of the hint and of each checkbox (`{idPrefix}-expertise-{id}`) start. */
  idPrefix: string;
  options: readonly NamedWire[];
  /** GET /expertises failed: the hint says so, and what was chosen is still sent. */
  unavailable: boolean;
  value: number[];
  onChange: (expertises: number[]) => void;
  error?: string;
}

/** The id of a specialty's checkbox, which the error list links to. */
export const expertiseInputId = (idPrefix: string, id: number) => `${idPrefix}-expertise-${id}`;

/**
 * Up to four specialties as checkboxes: once four are chosen the others are disabled, and a live line
 * says how many are chosen. The choices go with the form as hidden `expertises` inputs.
 */
export function SpecialtiesField({
  legend,
  idPrefix,
  options,
  unavailable,
  value,
  onChange,
  error,
}: SpecialtiesFieldProps) {
  const hintId = `${idPrefix}-specialties-hint`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={fieldStyles.label()}>{legend}</legend>
      <p id={hintId} className={fieldStyles.hint()}>
        {unavailable
          ? providerFormWording.specialtiesUnavailable
          : providerFormWording.specialtiesHint}
      </p>
      {options.length > 0 ? (
        <div className={styles.specialties}>
          {options.map((expertise) => (
            <Checkbox
              key={expertise.id}
              id={expertiseInputId(idPrefix, expertise.id)}
              label={expertise.name}
              checked={value.includes(expertise.id)}
              disabled={!specialtyEnabled(value, expertise.id)}
              onCheckedChange={(on) => onChange(toggleSpecialty(value, expertise.id, on))}
            />
          ))}
        </div>
      ) : null}
      <p className={fieldStyles.hint()} aria-live="polite">
        {options.length > 0 ? chosenText(value.length) : null}
      </p>
      <p className={fieldStyles.error()} aria-live="polite">
        {error}
      </p>
      {value.map((id) => (
        <input key={id} type="hidden" name="expertises" value={id} />
      ))}
    </fieldset>
  );
}

import { useId, type ReactNode } from 'react';
import * as styles from './field.css.ts';
import type { FieldTone } from './field.css.ts';
import { describedBy, FieldError, FieldHint, FieldLabel, fieldIds } from './FieldParts.tsx';

/** The props a field component (TextField, Select, …) hands on to its `Field`. */
export interface FieldFrameProps {
  label: ReactNode;
  /** The control's id; one is generated when absent. */
  id?: string;
  hint?: ReactNode;
  /** The message shown under the control; marks it invalid while present. */
  error?: string | null;
  required?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** `inverse` for dark backgrounds. */
  tone?: FieldTone;
  className?: string;
}

export interface FieldProps extends FieldFrameProps {
  /** Further ids that describe the control (a caller's aria-describedby), read after hint and error. */
  describedBy?: string;
  /**
   * `label` for a single control (the label points at it with `for`); `span` for a group, which
   * names itself with `aria-labelledby={labelId}`.
   */
  labelAs?: 'label' | 'span';
  /** Renders the control, and anything that sits between it and the hint. */
  children: (control: FieldControlProps) => ReactNode;
}

/** What a field hands its control: the ids that tie the control to its label, hint and error. */
export interface FieldControlProps {
  /** The control's id (the caller's, or a generated one). */
  id: string;
  /** The id of the field's label, for controls named through aria-labelledby. */
  labelId: string;
  /** The ids that describe the control: the hint, the error while present, then the caller's ids. */
  describedBy: string | undefined;
  /** True while the field shows an error. */
  invalid: boolean;
  /** `id`, `aria-invalid` and `aria-describedby`, to spread onto the control. */
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/** Separates a field component's frame props from the ones meant for its control. */
export function splitFieldProps<P extends FieldFrameProps>({
  label,
  id,
  hint,
  error,
  required,
  hideLabel,
  tone,
  className,
  ...rest
}: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  return [{ label, id, hint, error, required, hideLabel, tone, className }, rest];
}

/**
 * A field's ids and validity, for a control that lays out its own label (Checkbox puts it after
 * the box); `Field` uses it too.
 */
export function useFieldControl({
  id,
  hint,
  error,
  describedBy: extraIds,
}: Pick<FieldProps, 'id' | 'hint' | 'error' | 'describedBy'>): FieldControlProps & {
  hintId: string;
  errorId: string;
} {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids = fieldIds(controlId);
  const invalid = Boolean(error);
  const description = describedBy(hint ? ids.hint : null, invalid && ids.error, extraIds);
  return {
    id: controlId,
    labelId: ids.label,
    hintId: ids.hint,
    errorId: ids.error,
    invalid,
    describedBy: description,
    controlProps: {
      id: controlId,
      'aria-invalid': invalid || undefined,
      'aria-describedby': description,
    },
  };
}

/**
 * The hint (when given) and the error region under a control. The error region is always
 * rendered: a polite live region must exist before its text changes to be announced.
 */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
  tone,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string | null;
  errorId: string;
  tone?: FieldTone;
}) {
  return (
    <>
      {hint ? (
        <FieldHint id={hintId} tone={tone}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldError id={errorId} tone={tone}>
        {error}
      </FieldError>
    </>
  );
}

/**
 * The frame of a form field: the label above, the control, then an optional hint and the error,
 * announced politely. The control gets its id, label id, description ids and validity through
 * the render prop, so TextField, TextArea, Select and RadioGroup share one structure.
 */
export function Field({
  label,
  required,
  hideLabel,
  tone = 'default',
  className,
  labelAs = 'label',
  children,
  ...state
}: FieldProps) {
  const { hintId, errorId, ...control } = useFieldControl(state);

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel
        as={labelAs}
        htmlFor={labelAs === 'label' ? control.id : undefined}
        id={control.labelId}
        required={required}
        tone={tone}
        hidden={hideLabel}
      >
        {label}
      </FieldLabel>
      {children(control)}
      <FieldMessages
        hint={state.hint}
        hintId={hintId}
        error={state.error}
        errorId={errorId}
        tone={tone}
      />
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import * as styles from './field.css.ts';
import type { FieldTone } from './field.css.ts';
import { describedBy, FieldError, FieldHint, FieldLabel, fieldIds } from './FieldParts.tsx';

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
}

interface FieldStateOptions {
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Further ids that describe the control (a caller's aria-describedby), read after hint and error. */
  describedBy?: string;
}

/** Works out a field's ids and validity, for controls that lay out their own label. */
export function useFieldControl({
  id,
  hint,
  error,
  describedBy: extraIds,
}: FieldStateOptions): FieldControlProps & { hintId: string; errorId: string } {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids = fieldIds(controlId);
  const invalid = Boolean(error);
  return {
    id: controlId,
    labelId: ids.label,
    hintId: ids.hint,
    errorId: ids.error,
    invalid,
    describedBy: describedBy(hint ? ids.hint : null, invalid && ids.error, extraIds),
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

export interface FieldProps extends FieldStateOptions {
  label: ReactNode;
  required?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  tone?: FieldTone;
  className?: string;
  /**
   * `label` for a single control (the label points at it with `for`); `span` for a group, which
   * names itself with `aria-labelledby={labelId}`.
   */
  labelAs?: 'label' | 'span';
  /** Renders the control (and anything that sits between it and the hint). */
  children: (control: FieldControlProps) => ReactNode;
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

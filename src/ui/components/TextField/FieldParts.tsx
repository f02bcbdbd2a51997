import type { ReactNode } from 'react';
import * as VisuallyHidden from 'radix-ui/visually-hidden';
import * as styles from './field.css.ts';
import type { FieldTone } from './field.css.ts';

/** Joins the ids a control is described by, leaving out the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The ids of a field's parts, derived from the control's id. */
export function fieldIds(controlId: string) {
  return { label: `${controlId}-label`, hint: `${controlId}-hint`, error: `${controlId}-error` };
}

interface LabelProps {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  tone?: FieldTone;
  /** Keeps the label for assistive technology only (for compact forms with a visible placeholder or heading). */
  hidden?: boolean;
  /** The element to render: a <label> for one control, a <span> naming a group through aria-labelledby. */
  as?: 'label' | 'span';
  children: ReactNode;
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  tone,
  hidden,
  as = 'label',
  children,
}: LabelProps) {
  const content = (
    <>
      {children}
      {/* The control carries `required` itself, so the star is for sighted people only. */}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const className = styles.label({ tone });
  const label =
    as === 'label' ? (
      <label htmlFor={htmlFor} id={id} className={className}>
        {content}
      </label>
    ) : (
      <span id={id} className={className}>
        {content}
      </span>
    );
  return hidden ? <VisuallyHidden.Root asChild>{label}</VisuallyHidden.Root> : label;
}

export function FieldHint({
  id,
  tone,
  children,
}: {
  id: string;
  tone?: FieldTone;
  children: ReactNode;
}) {
  return (
    <p id={id} className={styles.hint({ tone })}>
      {children}
    </p>
  );
}

export function FieldError({
  id,
  tone,
  children,
}: {
  id: string;
  tone?: FieldTone;
  children?: ReactNode;
}) {
  return (
    <p id={id} className={styles.error({ tone })} aria-live="polite">
      {children || null}
    </p>
  );
}

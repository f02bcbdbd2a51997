import { useEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { buttonStyle } from '#src/ui/components/Button/Button.tsx';
import {
  Field,
  splitFieldProps,
  type FieldFrameProps,
} from '#src/ui/components/TextField/index.ts';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './FileInput.css.ts';

export const fileInputWording = {
  choose: 'Choose a file',
  none: 'No file chosen',
  files: (count: number) => `${count} files`,
  remove: 'Remove',
  removeFile: (name: string) => `Remove ${name}`,
} as const;

export interface FileInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'value'>, FieldFrameProps {
  label: string;
  name: string;
  /** The words on the button ('Choose a photo'); 'Choose a file' by default. */
  buttonText?: string;
  /** What shows beside the button while nothing is chosen. */
  emptyText?: string;
}

const namesOf = (files: FileList | null) => Array.from(files ?? [], (file) => file.name);

/**
 * A labelled file field in the design system's look: a button that opens the browser's file
 * chooser, the name of the file chosen beside it (and a Remove button), then the hint and the error.
 * The native input does the work — it is the focusable control (Space or Enter opens the chooser),
 * it holds the files for the form, and `onChange` is its change event — only hidden from sight
 * inside the button. A caller that refuses a file clears `event.target.value` in `onChange`, and
 * the field shows no file again.
 */
export function FileInput({
  name,
  buttonText = fileInputWording.choose,
  emptyText = fileInputWording.none,
  onChange,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...props
}: FileInputProps) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  // A form reset empties the input without a change event.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const reset = () => setChosen([]);
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, []);

  function change(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    // Read after the caller: it may have refused the file and cleared the input.
    setChosen(namesOf(event.target.files));
  }

  function remove() {
    const element = input.current;
    if (!element) return;
    element.value = '';
    // The caller hears of it as of any other change (React listens for the native event).
    element.dispatchEvent(new Event('change', { bubbles: true }));
    element.focus();
  }

  const shown = chosen.length > 1 ? fileInputWording.files(chosen.length) : chosen[0];
  return (
    <Field {...fieldProps} labelAs="span" describedBy={ariaDescribedBy}>
      {(field) => (
        <div className={styles.control}>
          <label className={[buttonStyle('outline', 'small'), styles.picker].join(' ')}>
            <span id={`${field.id}-button`}>{buttonText}</span>
            <input
              {...inputProps}
              ref={input}
              id={field.id}
              type="file"
              name={name}
              disabled={disabled}
              required={fieldProps.required}
              className={visuallyHidden}
              onChange={change}
              aria-labelledby={`${field.labelId} ${field.id}-button`}
              aria-describedby={[`${field.id}-chosen`, field.describedBy].filter(Boolean).join(' ')}
              aria-invalid={field.invalid || undefined}
            />
          </label>
          <span
            id={`${field.id}-chosen`}
            className={styles.chosen}
            data-empty={shown ? undefined : ''}
          >
            {shown ?? emptyText}
          </span>
          {shown && !disabled ? (
            <button
              type="button"
              className={buttonStyle('ghost', 'small')}
              aria-label={fileInputWording.removeFile(shown)}
              onClick={remove}
            >
              {fileInputWording.remove}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

import type { MouseEvent, Ref } from 'react';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { providerFieldLabels, providerFields, type ProviderField } from './providerForm.ts';
import * as styles from './ProviderForm.css.ts';
import { providerFormWording } from './providerFormWording.ts';

export interface ProviderErrorListProps {
  ref: Ref<HTMLDivElement>;
  errors: FormErrors;
  /** The id of the control each field's link moves focus to. */
  targetOf: (field: ProviderField) => string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  event.preventDefault();
  document.getElementById(target)?.focus();
}

/**
 * Every error of the business form together, at its top: each field's message is a link to that
 * field, in the form's order; messages for no field of the form follow, then the form's own message.
 */
export function ProviderErrorList({ ref, errors, targetOf }: ProviderErrorListProps) {
  const listedFields = providerFields.filter((field) => errors.fields[field]);
  const otherMessages = Object.entries(errors.fields)
    .filter(([key]) => !(providerFields as readonly string[]).includes(key))
    .map(([, message]) => message);

  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.errorList}>
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
                  {`${providerFieldLabels[field]}: ${errors.fields[field]}`}
                </a>
              </li>
            ))}
            {otherMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
      {errors.form ? <Text>{errors.form}</Text> : null}
    </div>
  );
}

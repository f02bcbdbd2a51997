import type { FormErrors } from '#src/lib/api/formErrors.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import * as styles from './auth.css.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

/**
 * The shared middle of the reset-password and welcome forms: the form-level error (with a way out
 * when the link's token was refused) and the password + confirmation fields with their errors.
 */
export function NewPasswordFields({
  errors,
  tokenRefused,
  refusedLink,
  label,
}: {
  errors: FormErrors | undefined;
  tokenRefused: boolean | undefined;
  refusedLink: { href: string; text: string };
  /** 'New password' or 'Password'; the confirmation reads 'Confirm new password' / 'Confirm password'. */
  label: 'New password' | 'Password';
}) {
  return (
    <>
      <FormErrorLine message={errors?.form} className={styles.formError} />
      {tokenRefused ? (
        <Text>
          <Link href={refusedLink.href}>{refusedLink.text}</Link>
        </Text>
      ) : null}
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.fields.password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.fields.password_confirmation}
      />
    </>
  );
}

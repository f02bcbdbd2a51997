import { useId, useRef, useState, type FormEvent } from 'react';
import { formErrorWording } from '#src/lib/api/formErrors.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { LoginFields, RegistrationFields } from '#src/lib/forms/authFields.tsx';
import * as styles from './InlineSignIn.css.ts';
import { useSession, type InlineAuthKind, type InlineAuthResult } from './SessionProvider.tsx';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

export const inlineSignInWording = {
  register: { heading: 'Create your free account', submit: 'Sign Up' },
  login: { heading: 'Log in to your account', submit: 'Log In' },
  toLogin: ['Already have an account?', 'Log in'],
  toRegister: ['New to Trellis?', 'Create an account'],
} as const;

type Failure = Extract<InlineAuthResult, { ok: false }>;

/**
 * Sign-up, or log-in, inside the page (the quiz's results step): the same fields, checks and
 * messages as /register and /login, without leaving the page. A failed attempt keeps what was typed.
 * `onSignedIn` is called with how the person signed in once the account is loaded.
 */
export function InlineSignIn({
  onSignedIn,
  headingLevel = 3,
  initialKind = 'register',
}: {
  onSignedIn: (kind: InlineAuthKind) => void;
  headingLevel?: HeadingLevel;
  initialKind?: InlineAuthKind;
}) {
  const { signInInline } = useSession();
  const [kind, setKind] = useState<InlineAuthKind>(initialKind);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const wording = inlineSignInWording[kind];
  const [question, switchLabel] =
    kind === 'register' ? inlineSignInWording.toLogin : inlineSignInWording.toRegister;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    let result: InlineAuthResult;
    try {
      result = await signInInline(kind, new FormData(event.currentTarget));
    } catch {
      result = { ok: false, errors: { fields: {}, form: formErrorWording.unknown }, values: {} };
    }
    setPending(false);
    if (result.ok) onSignedIn(result.kind);
    else setFailure(result);
  }

  function switchKind() {
    // What was typed in the e-mail field goes along to the other form.
    const email = formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.value;
    setFailure(email ? { ok: false, errors: { fields: {}, form: null }, values: { email } } : null);
    setKind(kind === 'register' ? 'login' : 'register');
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus());
  }

  const errors = failure?.errors;
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={headingLevel} size="md" id={headingId}>
          {wording.heading}
        </Heading>
        <FormErrorLine message={errors?.form} className={styles.formError} />
        {kind === 'register' ? (
          <RegistrationFields key="register" values={failure?.values} errors={errors} />
        ) : (
          <LoginFields key="login" values={failure?.values} errors={errors} />
        )}
        <Button type="submit" loading={pending} fullWidth>
          {wording.submit}
        </Button>
        <Text size="sm">
          {question}{' '}
          <button type="button" className={styles.switchButton} onClick={switchKind}>
            {switchLabel}
          </button>
        </Text>
      </Stack>
    </form>
  );
}

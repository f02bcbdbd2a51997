import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { Button } from '#src/ui/components/Button/index.ts';
import { optInEmailInput, validateOptInEmail } from '#src/ui/components/OptInForm/optInEmail.ts';
import { normalizeOptInTags } from '#src/ui/components/OptInForm/normalizeOptInTags.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import * as styles from './footer.css.ts';

/** The footer sign-up's wording (docs/spec/features.md §2.6 and §7). */
export const footerSignupWording = {
  title: 'Join our mailing list',
  emailLabel: 'Email address',
  submit: 'Sign Up',
  success: 'Thank you for your submission.',
  failure: 'There was an error, please try again later',
} as const;

/** The tag the footer's sign-ups carry (docs/spec/features.md §7). */
export const footerSignupTag = 'footer-signup';

type Status = 'idle' | 'loading' | 'signedUp';

/**
 * The footer's e-mail sign-up: POST /opt-in with `{ email, tagId: 'footer-signup' }`. Idle, then
 * loading, then signed up (a thank-you takes the form's place). A failure shows an alert and keeps
 * what the person typed.
 */
export function FooterSignup() {
  const api = useApi();
  const titleId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The form gives way to the thank-you: focus follows, so it is read out and not lost.
    if (status === 'signedUp') thanksRef.current?.focus();
  }, [status]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    // The field is uncontrolled: what was typed before the page hydrated is kept and sent too.
    const address = (emailRef.current?.value ?? '').trim();
    const problem = validateOptInEmail(address);
    setFieldError(problem);
    setFailed(false);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setStatus('loading');
    try {
      // The one tag-normalising rule of every opt-in; the footer sends its tag as `tagId`.
      const { tag } = normalizeOptInTags({ tag: footerSignupTag });
      await api.post('/opt-in', { email: address, tagId: tag });
    } catch {
      setFailed(true);
      setStatus('idle');
      return;
    }
    setStatus('signedUp');
  }

  return (
    <section aria-labelledby={titleId} className={styles.signup}>
      <h2 id={titleId} className={styles.signupTitle}>
        {footerSignupWording.title}
      </h2>
      {status === 'signedUp' ? (
        <p ref={thanksRef} tabIndex={-1} role="status" className={styles.signupThanks}>
          {footerSignupWording.success}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className={styles.signupForm}>
          <TextField
            ref={emailRef}
            className={styles.signupField}
            label={footerSignupWording.emailLabel}
            {...optInEmailInput}
            error={fieldError}
            onChange={() => {
              if (fieldError) setFieldError(null);
            }}
          />
          <Button type="submit" loading={status === 'loading'}>
            {footerSignupWording.submit}
          </Button>
          <p role="alert" className={styles.signupError}>
            {failed ? footerSignupWording.failure : null}
          </p>
        </form>
      )}
    </section>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Checkbox } from '#src/ui/components/Checkbox/index.ts';
import { resolveLink } from '#src/ui/components/Link/resolveLink.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { normalizeOptInTags, type OptInTarget } from './normalizeOptInTags.ts';
import { optInEmailInput, optInWording, validateOptInEmail } from './optInEmail.ts';
import * as styles from './OptInForm.css.ts';
import type { OptInLayout, OptInTone } from './OptInForm.css.ts';

export { optInWording, validateOptInEmail } from './optInEmail.ts';

export type RedirectTarget = { kind: 'navigate'; to: string } | { kind: 'load'; href: string };

/**
 * Where to send the person after signing up: routes of this site (a path, '#anchor', or an address on
 * SITE_URL) go through the router; other addresses load in the window; '#', blank or unsafe → nowhere.
 */
export function redirectTarget(
  redirectUrl: string | null | undefined,
  siteUrl: string,
): RedirectTarget | null {
  if (!redirectUrl?.trim()) return null;
  const link = resolveLink(redirectUrl, siteUrl);
  switch (link.kind) {
    case 'internal':
      return { kind: 'navigate', to: link.to };
    case 'hash':
      return { kind: 'navigate', to: `#${encodeURIComponent(link.id)}` };
    case 'external':
    case 'mailto':
      return { kind: 'load', href: link.href };
    case 'text':
      return null;
  }
}

/** The body of POST /opt-in (docs/spec/platform.md §7). */
export interface OptInRequest {
  email: string;
  tag?: string;
  listid?: string;
  /** Whether the add-on opt-in was applied (its tag and list are then appended). */
  addOptin: boolean;
}

export interface OptInAddOn extends OptInTarget {
  /** When given, the add-on is a checkbox with this label, applied only when ticked; otherwise it always applies. */
  description?: string | null;
}

export interface OptInFormProps {
  /** The mailing-list tag(s), comma-separated. */
  tag?: string;
  listId?: string | number;
  /** A second list to sign up to as well. */
  addOptin?: OptInAddOn | null;
  /** Where to go after signing up: a route or an address of this site (navigated), or another site (loaded). */
  redirectUrl?: string;
  submitLabel?: string;
  layout?: OptInLayout;
  /** `inverse` on dark (green) backgrounds. */
  tone?: OptInTone;
  onSuccess?: (email: string) => void;
  className?: string;
}

type Status = 'editing' | 'loading' | 'success';

/**
 * E-mail sign-up: an e-mail field and a submit button. Checks the address, posts it with the
 * normalised tags to /opt-in, thanks the person, and then redirects when told. On failure the server's
 * errors land on the field or above the button, and what the person typed stays.
 */
export function OptInForm({
  tag,
  listId,
  addOptin,
  redirectUrl,
  submitLabel = optInWording.submit,
  layout = 'stacked',
  tone = 'default',
  onSuccess,
  className,
}: OptInFormProps) {
  const api = useApi();
  const navigate = useNavigate();
  const { siteUrl } = usePublicConfig();
  const [email, setEmail] = useState('');
  const [addOnTicked, setAddOnTicked] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  const addOnDescription = addOptin?.description?.trim();
  // A checkbox does not fit the one-row layout; with one the form stacks so the reading order stays.
  const fieldsLayout: OptInLayout = addOnDescription ? 'stacked' : layout;

  useEffect(() => {
    // The form is replaced by the thank-you message: focus follows so it is read out and not lost.
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  function redirect() {
    const target = redirectTarget(redirectUrl, siteUrl);
    if (target?.kind === 'navigate') void navigate(target.to);
    else if (target?.kind === 'load') window.location.assign(target.href);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;

    const address = email.trim();
    const problem = validateOptInEmail(address);
    setFormError(null);
    setFieldError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }

    const applyAddOn = Boolean(addOptin) && (!addOnDescription || addOnTicked);
    const body: OptInRequest = {
      email: address,
      ...normalizeOptInTags({ tag, listId }, applyAddOn ? addOptin : null),
      addOptin: applyAddOn,
    };

    setStatus('loading');
    try {
      await api.post('/opt-in', body);
    } catch (error) {
      const { fields, form } = mapFormError(error);
      const { email: emailError, ...otherFields } = fields;
      const otherMessages = Object.values(otherFields);
      setFieldError(emailError ?? null);
      setFormError(form ?? (otherMessages.length > 0 ? otherMessages.join(' ') : null));
      setStatus('editing');
      if (emailError) emailRef.current?.focus();
      return;
    }
    setStatus('success');
    onSuccess?.(address);
    redirect();
  }

  if (status === 'success') {
    return (
      <p
        ref={successRef}
        tabIndex={-1}
        role="status"
        className={[styles.success({ tone }), className].filter(Boolean).join(' ')}
      >
        {optInWording.success}
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      <div className={styles.fields({ layout: fieldsLayout })}>
        <TextField
          ref={emailRef}
          className={styles.field}
          label={optInWording.emailLabel}
          {...optInEmailInput}
          placeholder="you@example.com"
          tone={tone}
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
        {addOnDescription ? (
          <Checkbox
            label={addOnDescription}
            name="addOptin"
            tone={tone}
            checked={addOnTicked}
            onCheckedChange={setAddOnTicked}
          />
        ) : null}
        <Button
          type="submit"
          variant={tone === 'inverse' ? 'inverse' : 'primary'}
          loading={status === 'loading'}
          // Keeps focus while it sends (a disabled button drops it to the page, or not, depending
          // on how soon the answer comes): after a refusal the person is still on it.
          focusableWhileLoading
          className={fieldsLayout === 'inline' ? styles.inlineButton : undefined}
        >
          {submitLabel}
        </Button>
      </div>
      <p role="alert" className={styles.formError({ tone })}>
        {formError}
      </p>
    </form>
  );
}

import { data, redirect } from 'react-router';
import { ApiError, createApiClient } from '#src/lib/api/client.ts';
import { formErrorWording, mapFormError, type FormErrors } from '#src/lib/api/formErrors.ts';
import type {
  DataResponse,
  ForgotPasswordRequest,
  PasswordResetRequest,
  WelcomeWire,
} from '#src/lib/api/types.ts';
import { isValidEmail } from '#src/lib/forms/email.ts';
import { messageCatalogue, type MessageKey } from '#src/lib/messages/index.ts';
import { apiStatus } from '#src/features/account/routeErrors.ts';
import { serverConfig } from './config.server.ts';
import { requestDeadline } from './deadline.server.ts';
import { setFlash } from './flash.server.ts';
import {
  consumeAttempt,
  refundAttempt,
  throttledHeaders,
  throttledMessage,
  type ThrottleVerdict,
  withActionRetryAfter,
} from './throttle.server.ts';

/**
 * The headers of a page whose address carries a token (reset-password, welcome): never pass it on to
 * another site as the referrer. A refused attempt's Retry-After reaches the page's answer too.
 */
export function tokenLinkHeaders(args: { parentHeaders?: Headers; actionHeaders?: Headers }) {
  const headers = withActionRetryAfter(args);
  headers.set('Referrer-Policy', 'no-referrer');
  return headers;
}

/** The wording of the checks the site makes before calling the API. */
export const passwordFormWording = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please choose a password.',
  confirmationRequired: 'Please confirm your password.',
  confirmationMismatch: 'The passwords do not match.',
} as const;

/** What a page says when its link lacks the e-mail or the token. */
export const missingLinkMessage =
  'This link is incomplete. Please use the link from your email, or ask for a new one.';

/** What a failed password form gets back. */
export interface PasswordActionData {
  errors: FormErrors;
  /** What the person typed (never a password), so a failed form keeps it. */
  values: Record<string, string>;
  /** The link's token was refused: the page offers a new link (/forgot-password). */
  tokenRefused?: boolean;
}

/** POST /password/forgot answered: the e-mail is on its way. */
export interface ForgotPasswordSent {
  sent: true;
  email: string;
  message: MessageKey;
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The answer's status: the API's own, or 503 when the API is in trouble (routeErrors.ts). */
const statusOf = apiStatus;

function api(request: Request) {
  // These calls hand out no data of a signed-in person: they carry no bearer token. They share the
  // request's deadline (site/server/deadline.server.ts).
  return createApiClient({
    baseUrl: serverConfig().apiUrl,
    signal: requestDeadline(request).signal,
  });
}

function failed(errors: FormErrors, values: Record<string, string>, status: number) {
  return data<PasswordActionData>({ errors, values }, { status });
}

/** A form refused by the throttle (site/server/throttle.server.ts): 429, and when to try again. */
function throttled(verdict: ThrottleVerdict & { blocked: true }, values: Record<string, string>) {
  return data<PasswordActionData>(
    { errors: { fields: {}, form: throttledMessage(verdict.retryAfterSeconds) }, values },
    { status: 429, headers: throttledHeaders(verdict.retryAfterSeconds) },
  );
}

/** The e-mail and token of a password link (`?email=&token=`), or null when either is missing. */
export function passwordLink(request: Request): { email: string; token: string } | null {
  const params = new URL(request.url).searchParams;
  const email = (params.get('email') ?? '').trim();
  const token = (params.get('token') ?? '').trim();
  return email && token ? { email, token } : null;
}

/** `/forgot-password`: POST /password/forgot with the site's fixed token (docs/spec/platform.md §7). */
export async function forgotPasswordAction(request: Request) {
  const form = await request.formData();
  const email = field(form, 'email').trim();
  const values = { email };
  if (!email) {
    return failed(
      { fields: { email: passwordFormWording.emailRequired }, form: null },
      values,
      422,
    );
  }
  if (!isValidEmail(email)) {
    return failed({ fields: { email: passwordFormWording.emailInvalid }, form: null }, values, 422);
  }
  // Counted whether or not the address has an account, so the refusal tells nothing about it.
  const verdict = await consumeAttempt('forgotPassword', request, email);
  if (verdict.blocked) return throttled(verdict, values);
  const body: ForgotPasswordRequest = { email, token: serverConfig().passwordResetClientToken };
  try {
    await api(request).post('/password/forgot', body);
  } catch (error) {
    if (statusOf(error) >= 500) await refundAttempt('forgotPassword', request, email);
    if (
      error instanceof ApiError &&
      error.status === 400 &&
      error.body?.status === 'no-such-user'
    ) {
      return failed(
        { fields: {}, form: messageCatalogue.forgotPasswordNoUser.message },
        values,
        400,
      );
    }
    return failed(mapFormError(error), values, statusOf(error));
  }
  return { sent: true, email, message: 'forgotPasswordSent' } satisfies ForgotPasswordSent;
}

/** The two password fields of the reset and welcome forms, checked before calling the API. */
function newPasswordFields(form: FormData) {
  const password = field(form, 'password');
  const confirmation = field(form, 'password_confirmation');
  const fields: Record<string, string> = {};
  if (!password) fields.password = passwordFormWording.passwordRequired;
  if (!confirmation) fields.password_confirmation = passwordFormWording.confirmationRequired;
  else if (password && confirmation !== password) {
    fields.password_confirmation = passwordFormWording.confirmationMismatch;
  }
  return { password, confirmation, fields };
}

/**
 * Sends a new password with the link's e-mail and token; on success goes to /login with the flash
 * message. A token the API refuses (422 `errors.token`) becomes a form-level message.
 */
async function setNewPassword(
  request: Request,
  path: '/password/reset' | '/password/welcome/reset',
  flash: MessageKey,
) {
  const link = passwordLink(request);
  const form = await request.formData();
  const { password, confirmation, fields } = newPasswordFields(form);
  const values = {};
  if (!link) {
    return data<PasswordActionData>(
      { errors: { fields: {}, form: missingLinkMessage }, values, tokenRefused: true },
      { status: 400 },
    );
  }
  if (Object.keys(fields).length > 0) return failed({ fields, form: null }, values, 422);
  const verdict = await consumeAttempt('resetPassword', request, link.email);
  if (verdict.blocked) return throttled(verdict, values);
  const body: PasswordResetRequest = {
    email: link.email,
    token: link.token,
    password,
    password_confirmation: confirmation,
  };
  try {
    await api(request).post(path, body);
  } catch (error) {
    if (statusOf(error) >= 500) await refundAttempt('resetPassword', request, link.email);
    const errors = mapFormError(error);
    const { token, email, ...rest } = errors.fields;
    const linkError = token ?? email;
    if (linkError) {
      // The link is wrong or used up: nothing the person can fix in the form.
      return data<PasswordActionData>(
        { errors: { fields: rest, form: linkError }, values, tokenRefused: true },
        { status: statusOf(error) },
      );
    }
    return failed(errors, values, statusOf(error));
  }
  return redirect('/login', { headers: { 'Set-Cookie': await setFlash(flash) } });
}

/** `/reset-password?email=&token=`: POST /password/reset, then /login with `passwordReset`. */
export function resetPasswordAction(request: Request) {
  return setNewPassword(request, '/password/reset', 'passwordReset');
}

/** `/welcome?email=&token=`: POST /password/welcome/reset, then /login with `passwordSet`. */
export function welcomeAction(request: Request) {
  return setNewPassword(request, '/password/welcome/reset', 'passwordSet');
}

export type ResetPasswordLoaderData =
  { state: 'ready'; email: string } | { state: 'incomplete'; message: string };

/** `/reset-password`: whether the link carries its e-mail and token (checked by the API on submit). */
export function resetPasswordLoader(request: Request): ResetPasswordLoaderData {
  const link = passwordLink(request);
  return link
    ? { state: 'ready', email: link.email }
    : { state: 'incomplete', message: missingLinkMessage };
}

/** What the welcome page says when the link names no open invitation. */
export const unknownInvitationMessage = 'This invitation link is invalid or has already been used.';

export type WelcomeLoaderData =
  { state: 'invited'; invitation: WelcomeWire } | { state: 'unknown' | 'error'; message: string };

/** `/welcome`: the invitation behind the link (GET /password/welcome), or why there is none. */
export async function welcomeLoader(request: Request): Promise<WelcomeLoaderData> {
  const link = passwordLink(request);
  if (!link) return { state: 'unknown', message: unknownInvitationMessage };
  try {
    const response = await api(request).get<DataResponse<WelcomeWire>>('/password/welcome', link);
    return { state: 'invited', invitation: response.data };
  } catch (error) {
    const status = statusOf(error);
    // The API answers 404 for an unknown or used invitation; a malformed link gets a 4xx too.
    if (status >= 400 && status < 500)
      return { state: 'unknown', message: unknownInvitationMessage };
    console.warn('[welcome] could not check the invitation:', (error as Error).message);
    return { state: 'error', message: mapFormError(error).form ?? formErrorWording.unknown };
  }
}

import { data, redirect } from 'react-router';
import { createApiClient } from '#src/lib/api/client.ts';
import { mapFormError, type FormErrors } from '#src/lib/api/formErrors.ts';
import type { LoginResponse, RegisterRequest, RegisterResponse } from '#src/lib/api/types.ts';
import { isValidEmail } from '#src/lib/forms/email.ts';
import { personFieldErrors } from '#src/lib/forms/personFields.tsx';
import type { InlineAuthKind, InlineAuthResult } from '#src/lib/session/SessionProvider.tsx';
import { apiStatus } from '#src/features/account/routeErrors.ts';
import { serverConfig } from './config.server.ts';
import { requestDeadline } from './deadline.server.ts';
import { clearLoginRedirect, commitLogin, getLoginRedirect } from './session.server.ts';
import {
  consumeAttempt,
  recordLoginSuccess,
  refundAttempt,
  throttledHeaders,
  throttledMessage,
  type ThrottledForm,
} from './throttle.server.ts';

export interface AuthActionData {
  errors: FormErrors;
  /** What the person typed (never the password), so a failed form keeps it. */
  values: Record<string, string>;
}

/**
 * A sign-in attempt: the API's token, or what the form shows (with the HTTP status to answer, and
 * the `Retry-After` seconds of a throttled one).
 */
type AuthOutcome =
  { token: string } | { failed: AuthActionData; status: number; retryAfterSeconds?: number };

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The answer's status: the API's own, or 503 when the API is in trouble (routeErrors.ts). */
const statusOf = apiStatus;

/**
 * Asks the API once the attempt is counted (site/server/throttle.server.ts): refused with 429 before
 * the API is asked when the account or the address has used up its attempts, even with the right
 * password; given back when the API could not answer, so only the answers it gave count.
 */
async function throttledCall(
  kind: ThrottledForm,
  request: Request,
  email: string | undefined,
  values: Record<string, string>,
  call: () => Promise<string>,
): Promise<AuthOutcome> {
  const verdict = await consumeAttempt(kind, request, email);
  if (verdict.blocked) {
    const form = throttledMessage(verdict.retryAfterSeconds);
    return {
      failed: { errors: { fields: {}, form }, values },
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    };
  }
  try {
    const token = await call();
    if (kind === 'login' && email !== undefined) await recordLoginSuccess(request, email);
    return { token };
  } catch (error) {
    const status = statusOf(error);
    if (status >= 500) await refundAttempt(kind, request, email);
    return { failed: { errors: mapFormError(error), values }, status };
  }
}

/** POST /login to the API, after the e-mail and password are checked here. */
async function login(request: Request, form: FormData, signal: AbortSignal): Promise<AuthOutcome> {
  const email = field(form, 'email').trim();
  const password = field(form, 'password');
  const fields: Record<string, string> = {};
  if (!email) fields.email = 'Please enter your email address.';
  else if (!isValidEmail(email)) fields.email = 'Please enter a valid email address.';
  if (!password) fields.password = 'Please enter your password.';
  if (Object.keys(fields).length > 0) {
    return { failed: { errors: { fields, form: null }, values: { email } }, status: 422 };
  }
  const api = createApiClient({ baseUrl: serverConfig().apiUrl, signal });
  return throttledCall('login', request, email, { email }, async () => {
    const response = await api.post<LoginResponse>('/login', { email, password });
    return response.access_token;
  });
}

export const registerFields = ['first_name', 'last_name', 'email', 'password', 'timezone'] as const;

/** POST /users (register) to the API, after the person fields are checked here. */
async function register(
  request: Request,
  form: FormData,
  signal: AbortSignal,
): Promise<AuthOutcome> {
  const values = Object.fromEntries(
    registerFields.map((name) => [
      name,
      name === 'password' ? field(form, name) : field(form, name).trim(),
    ]),
  ) as unknown as RegisterRequest;
  const fields = personFieldErrors(values);
  if (!values.password) fields.password = 'Please choose a password.';
  const kept = { ...values, password: '' } as unknown as Record<string, string>;
  if (Object.keys(fields).length > 0) {
    return { failed: { errors: { fields, form: null }, values: kept }, status: 422 };
  }
  const api = createApiClient({ baseUrl: serverConfig().apiUrl, signal });
  return throttledCall('register', request, undefined, kept, async () => {
    const response = await api.post<RegisterResponse>('/users', values);
    return response.access_token;
  });
}

const authenticate: Record<
  InlineAuthKind,
  (request: Request, form: FormData, signal: AbortSignal) => Promise<AuthOutcome>
> = {
  login,
  register,
};

/** Signs in and goes on: the saved login-redirect path if present (then cleared), otherwise /account. */
async function signInAndRedirect(request: Request, kind: InlineAuthKind) {
  const outcome = await authenticate[kind](
    request,
    await request.formData(),
    requestDeadline(request).signal,
  );
  if ('failed' in outcome) {
    return data<AuthActionData>(outcome.failed, {
      status: outcome.status,
      headers: outcome.retryAfterSeconds ? throttledHeaders(outcome.retryAfterSeconds) : undefined,
    });
  }
  const headers = new Headers();
  for (const cookie of await commitLogin(outcome.token)) headers.append('Set-Cookie', cookie);
  const to = (await getLoginRedirect(request)) ?? '/account';
  headers.append('Set-Cookie', await clearLoginRedirect());
  return redirect(to, { headers });
}

/** POST /login through the site server, which keeps the token in its HttpOnly cookie. */
export const loginAction = (request: Request) => signInAndRedirect(request, 'login');

/** POST /users (register) through the site server; signs the new account in. */
export const registerAction = (request: Request) => signInAndRedirect(request, 'register');

/**
 * Whether a POST came from the site's own pages: browsers send `Origin` with every cross-site POST
 * (and with same-origin ones from script); it must name this host (as the request reached it, or as
 * a proxy forwarded it) or SITE_URL's. A request without `Origin` is not a browser's cross-site post.
 */
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin === null) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = [
    request.headers.get('X-Forwarded-Host'),
    request.headers.get('Host'),
    new URL(request.url).host,
    new URL(serverConfig().siteUrl).host,
  ];
  return hosts.includes(host);
}

/**
 * Signs in without leaving the page (POST /session/login or /session/register, e.g. from the quiz's
 * results step): the same checks and API calls as the pages, the same HttpOnly cookie, but a JSON
 * answer (`InlineAuthResult`) instead of a redirect. Only the site's own pages may ask: a request
 * from another origin is refused (403), so no other site can sign a visitor into an account.
 */
export async function inlineSignInAction(request: Request, kind: string): Promise<Response> {
  if (!fromThisSite(request)) return Response.json({ message: 'Forbidden' }, { status: 403 });
  if (kind !== 'login' && kind !== 'register') {
    return Response.json({ message: 'Not Found' }, { status: 404 });
  }
  const outcome = await authenticate[kind](
    request,
    await request.formData(),
    requestDeadline(request).signal,
  );
  if ('failed' in outcome) {
    const body: InlineAuthResult = { ok: false, ...outcome.failed };
    if (!outcome.retryAfterSeconds) return Response.json(body, { status: outcome.status });
    // A throttled answer also says why at the top level, as the site's other JSON refusals do.
    return Response.json(
      { ...body, message: body.errors.form },
      { status: 429, headers: throttledHeaders(outcome.retryAfterSeconds) },
    );
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of await commitLogin(outcome.token)) headers.append('Set-Cookie', cookie);
  const body: InlineAuthResult = { ok: true, kind };
  return Response.json(body, { headers });
}

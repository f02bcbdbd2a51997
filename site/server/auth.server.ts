import { data, redirect } from 'react-router';
import { createApiClient } from '#src/api/client.ts';
import { mapFormError, type FormErrors } from '#src/api/formErrors.ts';
import type { LoginResponse, RegisterRequest, RegisterResponse } from '#src/api/types.ts';
import { isValidEmail } from '#src/forms/email.ts';
import { personFieldErrors } from '#src/forms/personFields.tsx';
import { serverConfig } from './config.server.ts';
import { clearLoginRedirect, commitLogin, getLoginRedirect } from './session.server.ts';

export interface AuthActionData {
  errors: FormErrors;
  /** What the person typed (never the password), so a failed form keeps it. */
  values: Record<string, string>;
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 ? status : 500;
}

async function signedIn(request: Request, token: string) {
  const headers = new Headers();
  for (const cookie of await commitLogin(token)) headers.append('Set-Cookie', cookie);
  // After login: the saved login-redirect path if present (then cleared), otherwise /account.
  const to = (await getLoginRedirect(request)) ?? '/account';
  headers.append('Set-Cookie', await clearLoginRedirect());
  return redirect(to, { headers });
}

/** POST /login through the site server, which keeps the token in its HttpOnly cookie. */
export async function loginAction(request: Request) {
  const form = await request.formData();
  const email = field(form, 'email').trim();
  const password = field(form, 'password');
  const fields: Record<string, string> = {};
  if (!email) fields.email = 'Please enter your email address.';
  else if (!isValidEmail(email)) fields.email = 'Please enter a valid email address.';
  if (!password) fields.password = 'Please enter your password.';
  if (Object.keys(fields).length > 0) {
    return data<AuthActionData>(
      { errors: { fields, form: null }, values: { email } },
      { status: 422 },
    );
  }
  const api = createApiClient({ baseUrl: serverConfig().apiUrl });
  try {
    const response = await api.post<LoginResponse>('/login', { email, password });
    return await signedIn(request, response.access_token);
  } catch (error) {
    return data<AuthActionData>(
      { errors: mapFormError(error), values: { email } },
      { status: statusOf(error) },
    );
  }
}

export const registerFields = ['first_name', 'last_name', 'email', 'password', 'timezone'] as const;

/** POST /users (register) through the site server; signs the new account in. */
export async function registerAction(request: Request) {
  const form = await request.formData();
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
    return data<AuthActionData>({ errors: { fields, form: null }, values: kept }, { status: 422 });
  }
  const api = createApiClient({ baseUrl: serverConfig().apiUrl });
  try {
    const response = await api.post<RegisterResponse>('/users', values);
    return await signedIn(request, response.access_token);
  } catch (error) {
    return data<AuthActionData>(
      { errors: mapFormError(error), values: kept },
      { status: statusOf(error) },
    );
  }
}

import { data, redirect } from 'react-router';
import type { ApiClient } from '#src/lib/api/client.ts';
import { mapFormError, type FormErrors } from '#src/lib/api/formErrors.ts';
import type { DataResponse, NamedWire, ProviderWire } from '#src/lib/api/types.ts';
import { apiStatus } from '#src/features/account/routeErrors.ts';
import {
  providerFormErrors,
  providerRequest,
  providerValuesFromForm,
  validateProvider,
  type ProviderFormValues,
} from '#src/features/providers/providerForm.ts';
import { setFlash } from './flash.server.ts';

// The server side of the business form: the registration page (/directory-application) and the
// owner's page (/account/business) share it. The person's token is on `api` (from the cookie).

/** The specialties to choose from: GET /expertises; a failure leaves the list empty and says so. */
export async function loadExpertises(
  api: ApiClient,
): Promise<{ expertises: NamedWire[]; expertisesUnavailable: boolean }> {
  try {
    const response = await api.get<DataResponse<NamedWire[]>>('/expertises');
    const list = Array.isArray(response?.data) ? response.data : [];
    return {
      expertises: list.filter((entry) => typeof entry?.id === 'number' && entry.name?.trim()),
      expertisesUnavailable: false,
    };
  } catch (error) {
    console.warn('[business] could not load the expertises:', (error as Error).message);
    return { expertises: [], expertisesUnavailable: true };
  }
}

/** The business of `id` as the API has it. */
export async function loadProvider(api: ApiClient, id: number): Promise<ProviderWire> {
  return (await api.get<DataResponse<ProviderWire>>(`/providers/${id}`)).data;
}

/** What the business form's action answers when it cannot save: the errors, and what was sent. */
export interface ProviderActionData {
  errors: FormErrors;
  values: ProviderFormValues;
}

/**
 * The business form again when the API could not even say who is signed in (it is in trouble): the
 * specification's message and what was typed.
 */
export async function providerFormUnavailable(request: Request, failure: unknown) {
  const values = providerValuesFromForm(await request.formData());
  return data<ProviderActionData>(
    { errors: mapFormError(failure), values },
    { status: apiStatus(failure) },
  );
}

/**
 * Saves the submitted business form: checks it (docs/spec/features.md §5), then `POST /providers`
 * (no `providerId`) or `PUT /providers/{id}` with the ids of the saved address and properties, and goes
 * to /account/business with `flash`. Failures come back with the form's errors and values.
 */
export async function saveProvider(
  request: Request,
  api: ApiClient,
  { providerId, flash }: { providerId: number | null; flash: string },
) {
  const values = providerValuesFromForm(await request.formData());
  const fields = validateProvider(values);
  if (Object.keys(fields).length > 0) {
    return data<ProviderActionData>({ errors: { fields, form: null }, values }, { status: 422 });
  }
  let body = providerRequest(values);
  try {
    if (providerId === null) {
      await api.post<DataResponse<{ id: number }>>('/providers', body);
    } else {
      body = providerRequest(values, await loadProvider(api, providerId));
      await api.put<DataResponse<ProviderWire>>(`/providers/${providerId}`, body);
    }
  } catch (error) {
    return data<ProviderActionData>(
      { errors: providerFormErrors(mapFormError(error), body), values },
      { status: apiStatus(error) },
    );
  }
  return redirect('/account/business', { headers: { 'Set-Cookie': await setFlash(flash) } });
}

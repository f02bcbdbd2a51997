import { data, redirect, useNavigation, useRevalidator } from 'react-router';
import type { Route } from './+types/account';
import { routeMeta } from '#site/pageMeta.ts';
import { mapFormError, type FormErrors } from '#src/lib/api/formErrors.ts';
import type { AccountUpdateRequest, AccountWire, DataResponse } from '#src/lib/api/types.ts';
import { AccountOverview } from '#src/features/account/AccountOverview.tsx';
import { AvatarUpload } from '#src/features/account/AvatarUpload.tsx';
import {
  ProfileForm,
  profileFields,
  type ProfileValues,
} from '#src/features/account/ProfileForm.tsx';
import { apiStatus } from '#src/features/account/routeErrors.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import { personFieldErrors } from '#src/lib/forms/personFields.tsx';
import { setFlash } from '#site/server/flash.server.ts';
import { requireAccount, requireAccountForForm } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('My Account', 'Your Trellis account: your details, picture and time zone.');

export async function loader({ request }: Route.LoaderArgs) {
  const { account } = await requireAccount(request);
  return { account };
}

export interface ProfileActionData {
  errors: FormErrors;
  values: ProfileValues;
}

function profileValues(form: FormData): ProfileValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return Object.fromEntries(profileFields.map((name) => [name, text(name)])) as ProfileValues;
}

/** The form again with the failure's message and what was typed (the API failed, or is in trouble). */
const profileFailure = (error: unknown, values: ProfileValues) =>
  data<ProfileActionData>({ errors: mapFormError(error), values }, { status: apiStatus(error) });

/** Profile edit: PUT /users/{id}, then back to the account with `accountUpdated`. */
export async function action({ request }: Route.ActionArgs) {
  const values = profileValues(await request.formData());
  const guarded = await requireAccountForForm(request);
  if ('failure' in guarded) return profileFailure(guarded.failure, values);
  const { account, api } = guarded;
  const fields = personFieldErrors(values);
  if (Object.keys(fields).length > 0) {
    return data<ProfileActionData>({ errors: { fields, form: null }, values }, { status: 422 });
  }
  try {
    const body: AccountUpdateRequest = values;
    await api.put<DataResponse<AccountWire>>(`/users/${account.id}`, body);
  } catch (error) {
    return profileFailure(error, values);
  }
  return redirect('/account', { headers: { 'Set-Cookie': await setFlash('accountUpdated') } });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  return (
    <Container className={shellStyles.appPage}>
      <Stack space="xlarge">
        <Heading level={1}>My Account</Heading>
        <AccountOverview
          account={account}
          avatar={
            <AvatarUpload account={account} onUpdated={() => void revalidator.revalidate()} />
          }
        />
        <Card className={formColumn}>
          <ProfileForm
            account={account}
            values={actionData?.values}
            errors={actionData?.errors}
            submitting={navigation.state === 'submitting' && navigation.formMethod === 'POST'}
          />
        </Card>
      </Stack>
    </Container>
  );
}

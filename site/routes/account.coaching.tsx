import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/account.coaching';
import { routeMeta } from '#site/pageMeta.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { mapFormError, type FormErrors } from '#src/lib/api/formErrors.ts';
import type { AccountWire, CoachWire, DataResponse } from '#src/lib/api/types.ts';
import {
  coachProfileRequest,
  coachProfileValues,
  coachProfileValuesFromForm,
  type CoachProfileValues,
} from '#src/features/account/coachProfile.ts';
import { CoachProfileForm } from '#src/features/account/CoachProfileForm.tsx';
import { apiStatus, routeErrorFor } from '#src/features/account/routeErrors.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { setFlash } from '#site/server/flash.server.ts';
import { requireAccount, requireAccountForForm } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta(
    'Coaching profile',
    'Your public designer profile: about you, where you garden and your expertise.',
  );

const roles = ['coach'] as const;

async function loadCoach(api: ApiClient, id: number): Promise<CoachWire> {
  try {
    return (await api.get<DataResponse<CoachWire>>(`/users/${id}`)).data;
  } catch (error) {
    throw routeErrorFor(error, 'the coaching profile');
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request, { roles });
  const coach = await loadCoach(api, account.id);
  return { coachId: coach.id, values: coachProfileValues(coach) };
}

export interface CoachProfileActionData {
  errors: FormErrors;
  values: CoachProfileValues;
}

/** PUT /users/{id} with the coaching profile, then back here with `coachProfileUpdated`. */
export async function action({ request }: Route.ActionArgs) {
  const values = coachProfileValuesFromForm(await request.formData());
  const guarded = await requireAccountForForm(request, { roles });
  if ('failure' in guarded) {
    return data<CoachProfileActionData>(
      { errors: mapFormError(guarded.failure), values },
      { status: apiStatus(guarded.failure) },
    );
  }
  const { account, api } = guarded;
  try {
    // The saved properties' ids, so the API updates the about and testimonial entries in place.
    const coach = await api.get<DataResponse<CoachWire>>(`/users/${account.id}`);
    await api.put<DataResponse<AccountWire>>(
      `/users/${account.id}`,
      coachProfileRequest(coach.data, values),
    );
  } catch (error) {
    return data<CoachProfileActionData>(
      { errors: mapFormError(error), values },
      { status: apiStatus(error) },
    );
  }
  return redirect('/account/coaching', {
    headers: { 'Set-Cookie': await setFlash('coachProfileUpdated') },
  });
}

export default function Coaching({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={1}>Coaching profile</Heading>
          <Text>
            What customers read on{' '}
            <Link href={`/designers/${loaderData.coachId}`}>your profile</Link>. Set the times they
            can book on the <Link href="/account/coaching/manage">Availability</Link> page.
          </Text>
        </Stack>
        <Card>
          <CoachProfileForm
            values={actionData?.values ?? loaderData.values}
            errors={actionData?.errors}
            submitting={navigation.state === 'submitting'}
          />
        </Card>
      </Stack>
    </Container>
  );
}

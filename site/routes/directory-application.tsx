import { redirect, useNavigation } from 'react-router';
import type { Route } from './+types/directory-application';
import { routeMeta } from '#site/pageMeta.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { emptyProviderValues } from '#src/features/providers/providerForm.ts';
import { ProviderForm } from '#src/features/providers/ProviderForm.tsx';
import { isBusinessOwner } from '#src/lib/session/account.ts';
import { requireAccount, requireAccountForForm } from '#site/server/guard.server.ts';
import {
  loadExpertises,
  providerFormUnavailable,
  saveProvider,
} from '#site/server/providers.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta(
    'Register your business',
    'Apply to list your garden business in the Trellis directory.',
  );

/** Signed in only (a visitor goes to /login and comes back); someone with a business goes to it. */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request);
  if (isBusinessOwner(account)) throw redirect('/account/business');
  return { values: emptyProviderValues, ...(await loadExpertises(api)) };
}

/**
 * POST /providers with the application (docs/spec/features.md §2.4, §3); the API keeps the new
 * business as the account's provider. Then /account/business with `applicationSubmitted`.
 */
export async function action({ request }: Route.ActionArgs) {
  const guarded = await requireAccountForForm(request);
  if ('failure' in guarded) return providerFormUnavailable(request, guarded.failure);
  const { account, api } = guarded;
  if (isBusinessOwner(account)) throw redirect('/account/business');
  return saveProvider(request, api, { providerId: null, flash: 'applicationSubmitted' });
}

/** The application to join the directory (an isolation page): one business per account. */
export default function DirectoryApplication({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={1}>Register your business</Heading>
          <Text>
            Garden designers, nurseries and landscapers can join the Trellis directory. Tell us
            about your business; fields marked * are required.
          </Text>
        </Stack>
        <Card>
          <ProviderForm
            mode="register"
            values={actionData?.values ?? loaderData.values}
            errors={actionData?.errors}
            expertiseOptions={loaderData.expertises}
            expertisesUnavailable={loaderData.expertisesUnavailable}
            submitting={navigation.state === 'submitting'}
          />
        </Card>
      </Stack>
    </Container>
  );
}

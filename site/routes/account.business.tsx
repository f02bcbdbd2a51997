import { data, useNavigation } from 'react-router';
import type { Route } from './+types/account.business';
import { routeMeta } from '#site/pageMeta.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { messageCatalogue } from '#src/lib/messages/catalogue.ts';
import { businessPath } from '#src/features/providers/provider.ts';
import { providerFormValues } from '#src/features/providers/providerForm.ts';
import { ProviderForm } from '#src/features/providers/ProviderForm.tsx';
import { isBusinessOwner } from '#src/lib/session/account.ts';
import * as accountStyles from '#src/features/account/account.css.ts';
import { requireAccount, requireAccountForForm } from '#site/server/guard.server.ts';
import {
  loadExpertises,
  loadProvider,
  providerFormUnavailable,
  saveProvider,
} from '#site/server/providers.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta(
    'Business Profile',
    'Your business’s listing in the Trellis directory: details, pictures and team.',
  );

function ownedProviderId(account: Parameters<typeof isBusinessOwner>[0]): number | null {
  return isBusinessOwner(account) ? (account?.provider_id ?? null) : null;
}

/** The owner's business (GET /providers/{provider_id}) and the specialties; nothing without one. */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request);
  const providerId = ownedProviderId(account);
  if (providerId === null) return { business: null };
  const [provider, expertises] = await Promise.all([
    loadProvider(api, providerId).catch((error: unknown) => {
      console.warn('[business] could not load the business:', (error as Error).message);
      return null;
    }),
    loadExpertises(api),
  ]);
  if (!provider) return { business: { id: providerId, loaded: false as const } };
  return {
    business: {
      id: provider.id,
      loaded: true as const,
      path: businessPath(provider),
      values: providerFormValues(provider),
      ...expertises,
    },
  };
}

/** PUT /providers/{id} (the owner only), then back here with `businessProfileUpdated`. */
export async function action({ request }: Route.ActionArgs) {
  const guarded = await requireAccountForForm(request);
  if ('failure' in guarded) return providerFormUnavailable(request, guarded.failure);
  const { account, api } = guarded;
  const providerId = ownedProviderId(account);
  if (providerId === null) {
    throw data({ message: 'You have no business to update.' }, { status: 403 });
  }
  return saveProvider(request, api, { providerId, flash: 'businessProfileUpdated' });
}

/** The signed-in person's business: its form and public listing, or the way to register one. */
export default function AccountBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { business } = loaderData;
  const navigation = useNavigation();
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>Business Profile</Heading>
        {business === null ? (
          <>
            <Text>
              Garden designers, nurseries and landscapers can join the Trellis directory. One
              account may register one business.
            </Text>
            <ButtonLink href="/directory-application">Register your business</ButtonLink>
          </>
        ) : business.loaded ? (
          <>
            <Text>
              Your business is listed in the Trellis directory.{' '}
              <Link href={business.path}>View your listing</Link>
            </Text>
            <Card>
              <ProviderForm
                // Saved: the form starts again from what the API now holds (new pictures get their ids).
                key={JSON.stringify(business.values)}
                mode="edit"
                values={actionData?.values ?? business.values}
                errors={actionData?.errors}
                expertiseOptions={business.expertises}
                expertisesUnavailable={business.expertisesUnavailable}
                submitting={navigation.state === 'submitting'}
              />
            </Card>
          </>
        ) : (
          <>
            <p className={accountStyles.notice} role="alert">
              {messageCatalogue.unableToLoadBusiness.message}
            </p>
            <ButtonLink href={`/businesses/${business.id}`}>View your listing</ButtonLink>
          </>
        )}
        <Link href="/account">Back to My Account</Link>
      </Stack>
    </Container>
  );
}

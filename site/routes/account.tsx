import { redirect } from 'react-router';
import type { Route } from './+types/account';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { accountBubbleState, isActiveCoach } from '#src/session/account.ts';
import { fetchAccount } from '#site/server/account.server.ts';
import { setFlash } from '#site/server/flash.server.ts';
import { apiForRequest, commitLogout, setLoginRedirect } from '#site/server/session.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'My Account | Trellis' }];

/** Guard: without a session the visitor goes to /login (requiresLogin) and comes back after. */
export async function loader({ request }: Route.LoaderArgs) {
  const { api, session } = await apiForRequest(request);
  const { account, expired } = await fetchAccount(api, Boolean(session.token));
  if (!account?.id) {
    const headers = new Headers();
    headers.append('Set-Cookie', await setFlash('requiresLogin'));
    const url = new URL(request.url);
    headers.append('Set-Cookie', await setLoginRedirect(url.pathname + url.search));
    if (expired) for (const cookie of await commitLogout()) headers.append('Set-Cookie', cookie);
    throw redirect('/login', { headers });
  }
  return { account };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  return (
    <Container width="reading">
      <Stack space="large">
        <Heading level={1}>My Account</Heading>
        <Text size="lg">
          Welcome back, {account.first_name} {account.last_name}.
        </Text>
        <dl>
          <dt>Email</dt>
          <dd>{account.email}</dd>
          <dt>Timezone</dt>
          <dd>{account.timezone}</dd>
          <dt>Account status</dt>
          <dd>{accountBubbleState(account)}</dd>
          {isActiveCoach(account) ? (
            <>
              <dt>Coaching</dt>
              <dd>Active coach</dd>
            </>
          ) : null}
        </dl>
      </Stack>
    </Container>
  );
}

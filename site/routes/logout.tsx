import { Form, useLoaderData } from 'react-router';
import type { Route } from './+types/logout';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { pageTitle } from '#site/pageMeta.ts';
import { logout, type LogoutConfirmation } from '#site/server/logout.server.ts';
import * as styles from '#site/shell/auth.css.ts';

// From the site's own pages /logout signs out and redirects; from anywhere else it asks first
// (site/server/logout.server.ts), so a link or a form on another site signs nobody out.
export const loader = ({ request }: Route.LoaderArgs) => logout(request);
export const action = ({ request }: Route.ActionArgs) => logout(request);

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Log out') },
  { name: 'description', content: 'Confirm that you want to log out of Trellis on this device.' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
};

export default function Logout() {
  const { to } = useLoaderData<LogoutConfirmation>();
  const action = to === '/' ? '/logout' : `/logout?${new URLSearchParams({ to }).toString()}`;
  return (
    <div className={styles.authPanel}>
      <Stack space="large">
        <Heading level={1} size="lg" id="logout-heading">
          Log out of Trellis?
        </Heading>
        <Text>
          This ends your session on this device. We ask first because the request to log out did not
          come from a Trellis page.
        </Text>
        {/* A whole page load: nothing of the session stays in the page's memory. */}
        <Form method="post" action={action} reloadDocument aria-labelledby="logout-heading">
          <Button type="submit" fullWidth>
            Log Out
          </Button>
        </Form>
        <Text size="sm">
          <Link href="/">Back to the home page</Link>
        </Text>
      </Stack>
    </div>
  );
}

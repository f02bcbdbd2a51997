import { formErrorWording } from '#src/api/formErrors.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Inline, Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { Button } from '#src/components/Button/index.ts';
import { ButtonLink } from '#src/components/ButtonLink/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { useRootData } from '#site/rootData.ts';
import { SiteLayout } from './SiteLayout.tsx';
import * as styles from './shell.css.ts';

/** The message of a 403 for an inactive or unapproved designer's page. */
export const designerForbiddenMessage = 'designer-unavailable';

/**
 * What was wrong with the request itself — a form the site could not read (400), too large (413) or
 * not a form (415) — in the words the server gave; other statuses say nothing of the request.
 */
function requestProblem(status: number, message?: string): string | null {
  if (status !== 400 && status !== 413 && status !== 415) return null;
  return message ?? formErrorWording.unknown;
}

/**
 * The head of an error page: its `<title>` (before " | Trellis") and description, in the wording of
 * the page itself.
 */
export function errorPageHead(
  status: number,
  message?: string,
): { title: string; description: string } {
  if (status === 404)
    return { title: 'Page not found', description: 'This page could not be found' };
  if (status === 403) {
    return {
      title: 'Forbidden',
      description:
        message && message !== designerForbiddenMessage
          ? message
          : 'You are unauthorized to view this page',
    };
  }
  return {
    title: 'Something went wrong',
    description:
      requestProblem(status, message) ?? 'Something went wrong on our side. Please try again.',
  };
}

function ErrorContent({ status, message }: { status: number; message?: string }) {
  if (status === 404) {
    return (
      <Stack space="large" align="center">
        <Heading level={1}>Page not found</Heading>
        <Text>This page could not be found</Text>
        <nav aria-label="Suggested pages">
          <Inline space="large" align="center">
            <Link href="/inspiration">Inspiration</Link>
            <Link href="/about">About</Link>
            <Link href="/blog">Blog</Link>
          </Inline>
        </nav>
      </Stack>
    );
  }
  if (status === 403 && message === designerForbiddenMessage) {
    return (
      <Stack space="large" align="center">
        <Heading level={1}>Forbidden</Heading>
        <Inline space="large" align="center">
          <Link href="/designers">Designers</Link>
          <Link href="/">Home</Link>
        </Inline>
      </Stack>
    );
  }
  if (status === 403) {
    return (
      <Stack space="large" align="center">
        <Heading level={1}>Forbidden</Heading>
        <Text>{message ?? 'You are unauthorized to view this page'}</Text>
        <ButtonLink href="/">Take me home</ButtonLink>
      </Stack>
    );
  }
  return (
    <Stack space="large" align="center">
      <Heading level={1}>Wooops!</Heading>
      <Text>
        {requestProblem(status, message) ?? 'Something went wrong on our side. Please try again.'}
      </Text>
      <Inline space="medium" align="center">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Refresh
        </Button>
        <ButtonLink href="/">Take me home</ButtonLink>
      </Inline>
    </Stack>
  );
}

/** Error pages with the texts of docs/spec/platform.md §2, inside the site's header and footer. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const root = useRootData();
  return (
    <SiteLayout account={root?.account ?? null} siteOptions={root?.siteOptions}>
      <Container width="reading" className={styles.errorPage}>
        <ErrorContent status={status} message={message} />
      </Container>
    </SiteLayout>
  );
}

import { Heading } from '#src/ui/components/Heading/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { designerForbiddenMessage, requestProblem } from './ErrorPage.tsx';

/** What an error page says and offers (docs/spec/platform.md §2), by status. */
export function ErrorContent({ status, message }: { status: number; message?: string }) {
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

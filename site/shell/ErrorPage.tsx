import { formErrorWording } from '#src/lib/api/formErrors.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { useRootData } from '#site/rootData.ts';
import { SiteLayout } from './SiteLayout.tsx';
import { ErrorContent } from './shellParts.ts';
import * as styles from './shell.css.ts';

/** The message of a 403 for an inactive or unapproved designer's page. */
export const designerForbiddenMessage = 'designer-unavailable';

/**
 * What was wrong with the request itself — a form the site could not read (400), too large (413) or
 * not a form (415) — in the words the server gave; other statuses say nothing of the request.
 */
export function requestProblem(status: number, message?: string): string | null {
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

/** Error pages with the texts of docs/spec/platform.md §2, inside the site's header and footer. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const root = useRootData();
  return (
    <SiteLayout account={root?.account ?? null} siteOptions={root?.siteOptions}>
      <Container width="reading" className={styles.errorPage}>
        {/* The page's words and links are a chunk of their own: every page carries this component
            (the root's error boundary), few ever show it (site/shell/shellParts.ts). */}
        <div data-shell-part="error-page">
          <ErrorContent status={status} message={message} />
        </div>
      </Container>
    </SiteLayout>
  );
}

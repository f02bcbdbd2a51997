import { data, redirectDocument } from 'react-router';
import type { Route } from './+types/storybook';
import { routeMeta } from '#site/pageMeta.ts';
import { requirePreviewAccess } from '#site/editor/previewAccess.server.ts';
import { storybookFileResponse } from '#site/editor/storybook.server.ts';
import { badInputWording } from '#site/server/badInput.server.ts';
import * as styles from '#site/editor/editor.css.ts';

// The built Storybook at /storybook/ (docs/editor-tools.md): the same people as /preview may open it —
// admins on a production build, anyone under `npm run dev`.
//
// The files are served by this route's middleware rather than a resource route's loader: the root
// middleware (security headers, the cross-site and bad-input checks) runs around it as around any
// page, and whoever it does not serve falls through to the loader, which answers exactly as /preview
// does — a visitor goes to /login and comes back, another account gets the site's 403 page. (A
// resource route's thrown 403 would be a bare JSON error instead of that page.)

async function mayOpenStorybook(request: Request): Promise<boolean> {
  try {
    await requirePreviewAccess(request);
    return true;
  } catch {
    return false;
  }
}

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return next();
    const rest = /^\/storybook(?:\/(.*))?$/i.exec(url.pathname);
    if (!rest) return next();
    if (rest[1] === undefined) {
      // Storybook's pages name their files relative to the folder: they need the closing slash. A
      // client navigation here (signing in sends the person back to /storybook/?path=…) asks for
      // /storybook.data, which React Router hands on as /storybook: this tells the browser to load
      // the address as a document, which Storybook is.
      if (url.searchParams.has('_routes')) url.searchParams.delete('_routes');
      return redirectDocument(`/storybook/${url.search}`, 301);
    }
    if (!(await mayOpenStorybook(request))) return next();
    return (await storybookFileResponse(request, rest[1])) ?? next();
  },
];

/**
 * Reached only for what the middleware did not serve: a person who may not open Storybook (the guard
 * answers as on /preview), a file the build does not have (404), or Storybook itself not built yet.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePreviewAccess(request);
  if (params['*']) throw data({ message: badInputWording.notFound }, { status: 404 });
  return data({ developing: import.meta.env.DEV }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  ...routeMeta('Storybook is not built', 'How to build the Storybook the site serves to editors.'),
  { name: 'robots', content: 'noindex' },
];

export default function StorybookNotBuilt({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.intro}>
      <h1 className={styles.title}>Storybook is not built</h1>
      {loaderData.developing ? (
        <p className={styles.lead}>
          The site serves Storybook from its build. Run <code>npm run build-storybook</code> (a
          minute or two), then reload this page. For a Storybook that follows your edits as you make
          them, run <code>npm run storybook</code> and open <code>http://localhost:6006</code>.
        </p>
      ) : (
        <p className={styles.lead}>
          This build of the site has no Storybook: it was built with <code>react-router build</code>{' '}
          alone. <code>npm run build</code> builds the site and then Storybook; on a build that
          exists, <code>npm run build-storybook</code> adds it.
        </p>
      )}
    </div>
  );
}

import type { Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import addonMsw from 'msw-storybook-addon';
import '#src/ui/theme/global.css.ts';
import '#src/ui/theme/fonts.ts';
import { registerSanitizer } from '#src/lib/sanitize/loadSanitizer.ts';
import { sanitizeHtml } from '#src/lib/sanitize/sanitizeHtml.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';

// Stories render CMS HTML at once, as the server does (the site loads the sanitizer only when needed).
registerSanitizer(sanitizeHtml);

/** Storybook's own requests, which no story mocks (msw-storybook-addon's list). */
const storybookRequest =
  /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./;

/**
 * Mock Service Worker, started as msw-storybook-addon starts it, but in a built Storybook from the
 * worker's copy beside its own iframe.html. The site serves the build at /storybook/
 * (docs/editor-tools.md): registered from there, the worker's scope is Storybook's folder, so it never
 * controls the site's own pages, and it runs under Storybook's policy. The default, the site's
 * /mockServiceWorker.js, would take the whole origin, under the site's policy that lets a worker fetch
 * nothing. Storybook's dev server, Chromatic and the story tests serve Storybook at the root: the same
 * worker as before.
 */
const mockServiceWorker = addonMsw(async () => {
  const worker = setupWorker();
  const built = (globalThis as { CONFIG_TYPE?: string }).CONFIG_TYPE === 'PRODUCTION';
  await worker.start({
    quiet: true,
    ...(built
      ? { serviceWorker: { url: new URL('mockServiceWorker.js', window.location.href).pathname } }
      : {}),
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || storybookRequest.test(request.url)) return;
      print.warning();
    },
  });
  return worker;
});

const preview: Preview = {
  beforeEach: mockServiceWorker.beforeEach,
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any axe violation (WCAG 2.0–2.2 A/AA, and axe's best practices) fails the story's test: the
    // same rule sets as the routes in e2e (e2e/support.ts `axeTags`).
    a11y: {
      test: 'error',
      config: {
        // Rules about a whole page, not a component: a story renders one component (or one section)
        // with no page around it, so there is no page to judge. They stay on for every route in e2e
        // (e2e/a11y.spec.ts), where the page exists. axe itself skips its page-level rules when, as
        // here, it checks the body less Storybook's own elements rather than the whole document;
        // listing them keeps the decision visible should that change.
        rules: [
          // All content inside landmarks: a story has no header, main or footer around it (the
          // addon turns it off for the same reason).
          { id: 'region', enabled: false },
          // One `main` per page: the layout's, absent around a component.
          { id: 'landmark-one-main', enabled: false },
          // One `h1` per page: it belongs to the page (a hero's headline, the content page's title),
          // not to a card or a form shown alone.
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
      options: {
        runOnly: {
          type: 'tag',
          values: [
            'wcag2a',
            'wcag2aa',
            'wcag21a',
            'wcag21aa',
            'wcag22a',
            'wcag22aa',
            'best-practice',
          ],
        },
        // WCAG 2.5.3 (label in name, level A): axe tags it `experimental`, which a run by tags skips.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      },
    },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1312', styles: { width: '1312px', height: '900px' } },
      },
    },
  },
  decorators: [
    // `parameters.router: false` for stories that bring their own data router (createRoutesStub);
    // `parameters.initialPath` for stories that start at an address (a query the component reads).
    (Story, { parameters }) => (
      <StoryProviders
        router={parameters.router !== false}
        initialPath={
          typeof parameters.initialPath === 'string' ? parameters.initialPath : undefined
        }
      >
        <Story />
      </StoryProviders>
    ),
  ],
};
export default preview;

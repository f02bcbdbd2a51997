import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // The browser's door to the API and the session endpoints.
  route('api/*', 'routes/api.proxy.ts'),
  route('session/:kind', 'routes/session.$kind.ts'),
  route('feed.xml', 'routes/feed.xml.ts'),
  // The live preview's rendering frame: only the sections an editor sends it (docs/editor-tools.md).
  route('preview/frame', 'routes/preview.frame.tsx'),

  // Isolation pages: a logo only, no header, footer or banners (docs/spec/platform.md §2).
  layout('routes/_isolated.tsx', [
    route('login', 'routes/login.tsx'),
    // From another site, /logout asks before signing anyone out: that question is a page.
    route('logout', 'routes/logout.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('welcome', 'routes/welcome.tsx'),
    route('kitchen-sink', 'routes/kitchen-sink.tsx'),
    route('preview', 'routes/preview.tsx'),
    // The built Storybook, for the same people as /preview (docs/editor-tools.md).
    route('storybook/*', 'routes/storybook.tsx'),
    route('directory-application', 'routes/directory-application.tsx'),
  ]),

  // The site with its header and footer. Account pages use it too: docs/decisions/012.
  layout('routes/_site.tsx', [
    ...prefix('account', [
      index('routes/account.tsx'),
      route('payments', 'routes/account.payments.tsx'),
      route('orders', 'routes/account.orders.tsx'),
      route('orders/:uuid', 'routes/account.orders.$uuid.tsx'),
      route('orders/:uuid/questionnaire', 'routes/account.orders.$uuid.questionnaire.tsx'),
      route('coaching', 'routes/account.coaching.tsx'),
      route('coaching/manage', 'routes/account.coaching.manage.tsx'),
      route('designs', 'routes/account.designs.tsx'),
      route('designs/:design', 'routes/account.designs.$design.tsx'),
      route('business', 'routes/account.business.tsx'),
      route('subscription', 'routes/account.subscription.tsx'),
      route('accountPageTransitions', 'routes/account.accountPageTransitions.tsx'),
    ]),
    route('businesses', 'routes/businesses.tsx'),
    route('businesses/:slug', 'routes/businesses.$slug.tsx'),
    route('designers', 'routes/designers.tsx'),
    route('designers/:slug', 'routes/designers.$slug.tsx'),
    route('submit-your-garden', 'routes/submit-your-garden.tsx'),
    index('routes/page.tsx', { id: 'home' }),
    // Any other path is a content page: the path is the page slug.
    route('*', 'routes/page.tsx', { id: 'page' }),
  ]),
] satisfies RouteConfig;

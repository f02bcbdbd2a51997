import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // The browser's door to the API and the session endpoints.
  route('api/*', 'routes/api.proxy.ts'),
  route('logout', 'routes/logout.ts'),

  // Isolation pages: a logo only, no header, footer or banners.
  layout('routes/_isolated.tsx', [
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('kitchen-sink', 'routes/kitchen-sink.tsx'),
  ]),

  // The site with its header and footer.
  layout('routes/_site.tsx', [
    route('account', 'routes/account.tsx'),
    index('routes/page.tsx', { id: 'home' }),
    // Any other path is a content page: the path is the page slug.
    route('*', 'routes/page.tsx', { id: 'page' }),
  ]),
] satisfies RouteConfig;

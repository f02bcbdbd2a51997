// The pages the bench measures, and what the byte check needs to know about each: the React Router
// routes that render it and, for CMS pages, the seeded page whose sections it shows.
export const benchPages = [
  { name: 'home', path: '/', routes: ['root', 'routes/_site', 'home'], slug: 'home' },
  {
    name: 'long page',
    path: '/e2e/twenty-six-sections',
    routes: ['root', 'routes/_site', 'page'],
    slug: 'e2e/twenty-six-sections',
  },
  {
    name: 'designer profile',
    path: '/designers/2', // Maya Okafor, the seeded demo designer
    routes: ['root', 'routes/_site', 'routes/designers.$slug'],
  },
  { name: 'login', path: '/login', routes: ['root', 'routes/_isolated', 'routes/login'] },
];

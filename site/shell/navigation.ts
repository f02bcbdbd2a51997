/** The top navigation (docs/spec/platform.md §1): Consultants, Courses, Learn, and Shop (external). */
export function mainNavigation(shopUrl: string): NavigationItem[] {
  return [
    { label: 'Consultants', href: '/businesses' },
    { label: 'Courses', href: '/courses' },
    { label: 'Learn', href: '/blog' },
    { label: 'Shop', href: shopUrl, external: true },
  ];
}

/** Extra destinations of the mobile navigation (docs/spec/platform.md §1). */
export const mobileExtras: readonly NavigationItem[] = [
  { label: 'Find a Designer', href: '/design' },
  { label: 'Start a course', href: '/courses' },
  { label: 'Book', href: '/book' },
  { label: 'Blog', href: '/blog' },
  { label: 'About', href: '/about' },
  { label: 'Coaches', href: '/coaches' },
  { label: 'Directory', href: '/businesses' },
  { label: 'Contact', href: '/contact' },
];

/** The store is another application: its links open in a new tab even when SHOP_URL is a path. */
export interface NavigationItem {
  label: string;
  href: string;
  external?: boolean;
  /** The entries under this one (store menus are at most two levels deep). */
  children?: NavigationItem[];
}

/** The fallback footer list when the store's footer menus are missing (docs/spec/platform.md §2). */
export function footerFallbackLinks(shopUrl: string): NavigationItem[] {
  return [
    { label: 'Consultants', href: '/businesses' },
    { label: 'Learn', href: '/blog' },
    { label: 'The Book', href: '/book' },
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about' },
    { label: 'Virtual Consult', href: '/coaches' },
    { label: 'Contact', href: '/contact' },
    { label: 'Shop collections', href: `${shopUrl}/collections/all`, external: true },
    { label: 'Return policy', href: `${shopUrl}/policies/refund-policy`, external: true },
    { label: 'Herb Gardener results', href: '/quiz-results-herb-gardener' },
    { label: 'Salad Gardener results', href: '/quiz-results-salad-gardener' },
    { label: 'Official Kitchen Gardener results', href: '/quiz-results-official-kitchen-gardener' },
    { label: 'Kitchen Garden Pro results', href: '/quiz-results-kitchen-garden-pro' },
    { label: 'Privacy', href: '/privacy' },
    { label: 'Terms', href: '/terms' },
  ];
}

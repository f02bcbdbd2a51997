import { Link, ResolvedAnchor } from '#src/ui/components/Link/index.ts';
import { link as linkStyle } from '#src/ui/components/Link/Link.css.ts';
import type { NavigationItem } from './navigation.ts';

/**
 * A navigation entry. The store is another application (by default served under the site's /api
 * door), so its links always open as external pages in a new tab, never through the router.
 */
export function NavigationLink({
  item,
  variant,
  className,
}: {
  item: NavigationItem;
  variant: 'nav' | 'plain';
  className?: string;
}) {
  if (item.external) {
    return (
      <ResolvedAnchor
        link={{ kind: 'external', href: item.href }}
        className={[linkStyle({ variant }), className].filter(Boolean).join(' ')}
      >
        {item.label}
      </ResolvedAnchor>
    );
  }
  return (
    <Link href={item.href} variant={variant} className={className}>
      {item.label}
    </Link>
  );
}

import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { link, type linkVariants } from './Link.css.ts';
import { ResolvedAnchor, useResolvedLink } from './ResolvedAnchor.tsx';

export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps {
  /** Any link from content: a route, '#anchor', an absolute URL, mailto:/tel:, or '#' for none. */
  href: string;
  children: ReactNode;
  /** `inline` in running text (underlined), `plain` standalone, `nav` in menus (marks the current page). */
  variant?: LinkVariant;
  className?: string;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * The one link of the site. Works out from `href` what kind of link it is (see `resolveLink`):
 * routes of this site (also absolute ones on SITE_URL) go through the router, other sites open in a
 * new tab, '#anchor' scrolls smoothly to the element, and '#', blank or unsafe links render as text.
 */
export function Link({ href, children, variant = 'inline', className, style, onClick }: LinkProps) {
  const resolved = useResolvedLink(href);
  if (resolved.kind === 'text') {
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  }
  return (
    <ResolvedAnchor
      link={resolved}
      className={[link({ variant }), className].filter(Boolean).join(' ')}
      style={style}
      onClick={onClick}
      markCurrent={variant === 'nav'}
    >
      {children}
    </ResolvedAnchor>
  );
}

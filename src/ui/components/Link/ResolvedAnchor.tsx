import type { CSSProperties, MouseEvent, MouseEventHandler, ReactNode } from 'react';
import { NavLink, Link as RouterLink, useHref } from 'react-router';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.tsx';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { browserConnection, canPrefetch } from './prefetchPolicy.ts';
import { resolveLink, type ResolvedLink } from './resolveLink.ts';
import { scrollToAnchor } from './scrollToAnchor.ts';

/** `resolveLink` with this site's SITE_URL from the run-time config. */
export function useResolvedLink(href: string): ResolvedLink {
  return resolveLink(href, usePublicConfig().siteUrl);
}

export interface ResolvedAnchorProps {
  link: Exclude<ResolvedLink, { kind: 'text' }>;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Internal routes mark themselves `aria-current="page"` when they are the current page. */
  markCurrent?: boolean;
}

/** React Router's test for a `to` it treats as a URL rather than a route (its `ABSOLUTE_URL_REGEX`). */
const absoluteTo = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * The anchor React Router's `Link` renders on the server for a route, attribute for attribute
 * (`data-discover` asks the browser to discover the route on render): on the server a `Link` is only
 * ever markup, and its hooks and props copying cost about ten microseconds a link, a good share of
 * rendering a long page. The browser renders a real `Link` over it (hydration sees the same element).
 */
export function ServerRouteAnchor({
  to,
  className,
  style,
  children,
}: {
  to: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const href = useHref(to);
  return (
    <a className={className} style={style} href={href} data-discover="true">
      {children}
    </a>
  );
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The element for a resolved link: a router link, an in-page anchor, an external link that opens a
 * new tab (and says so), or a plain `mailto:`/`tel:` link. Unstyled; `Link` and `ButtonLink` style it.
 */
export function ResolvedAnchor({
  link,
  children,
  className,
  style,
  onClick,
  markCurrent = false,
}: ResolvedAnchorProps) {
  const common = { className, style };
  switch (link.kind) {
    case 'internal': {
      const prefetch = canPrefetch(browserConnection()) ? 'intent' : 'none';
      if (markCurrent) {
        return (
          <NavLink to={link.to} prefetch={prefetch} onClick={onClick} {...common}>
            {children}
          </NavLink>
        );
      }
      if (typeof document === 'undefined' && !absoluteTo.test(link.to)) {
        return (
          <ServerRouteAnchor to={link.to} {...common}>
            {children}
          </ServerRouteAnchor>
        );
      }
      return (
        <RouterLink to={link.to} prefetch={prefetch} onClick={onClick} {...common}>
          {children}
        </RouterLink>
      );
    }
    case 'hash':
      return (
        <a
          href={`#${encodeURIComponent(link.id)}`}
          onClick={(event) => {
            onClick?.(event);
            if (event.defaultPrevented || !isPlainLeftClick(event)) return;
            if (scrollToAnchor(link.id)) event.preventDefault();
          }}
          {...common}
        >
          {children}
        </a>
      );
    case 'external':
      return (
        <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...common}>
          {children}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      );
    case 'mailto':
      return (
        <a href={link.href} onClick={onClick} {...common}>
          {children}
        </a>
      );
  }
}

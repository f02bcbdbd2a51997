import type { CSSProperties, MouseEvent, MouseEventHandler, ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '#src/components/VisuallyHidden/VisuallyHidden.tsx';
import { usePublicConfig } from '#src/config/runtimeConfig.tsx';
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

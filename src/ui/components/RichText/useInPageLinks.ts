import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resolveLink, scrollToAnchor } from '#src/ui/components/Link/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';

/**
 * Links inside CMS HTML are plain `<a>` elements. This ref (one listener on the container) gives them
 * the site's link rules: in-page '#anchor' links scroll smoothly to their target and move focus there,
 * links to this site go through the router instead of reloading the page, and a bare '#' goes nowhere.
 * Modified clicks (new tab, new window) and links with a target keep the browser's own behaviour.
 */
export function useInPageLinks() {
  const navigate = useNavigate();
  const { siteUrl } = usePublicConfig();

  return useCallback(
    (container: HTMLElement | null) => {
      if (!container) return;
      const root = container;
      function onClick(event: MouseEvent) {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
        if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return;
        if (anchor.target && anchor.target !== '_self') return;
        if (anchor.hasAttribute('download')) return;

        const resolved = resolveLink(anchor.getAttribute('href') ?? '', siteUrl);
        if (resolved.kind === 'hash') {
          if (scrollToAnchor(resolved.id)) event.preventDefault();
        } else if (resolved.kind === 'internal') {
          event.preventDefault();
          void navigate(resolved.to);
        } else if (resolved.kind === 'text') {
          event.preventDefault();
        }
      }
      root.addEventListener('click', onClick);
      return () => root.removeEventListener('click', onClick);
    },
    [navigate, siteUrl],
  );
}

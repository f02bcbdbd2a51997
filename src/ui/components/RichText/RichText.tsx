import { use, useId, useState } from 'react';
import { loadSanitizer } from '#src/lib/sanitize/loadSanitizer.ts';
import { richText, type RichTextSize, type RichTextTone } from './RichText.css.ts';
import { useInPageLinks } from './useInPageLinks.ts';

export interface RichTextProps {
  /** HTML from the CMS. It is sanitized here: never pass it on unsanitized elsewhere. */
  html: string;
  tone?: RichTextTone;
  size?: RichTextSize;
  className?: string;
  as?: 'div' | 'section';
}

/**
 * The HTML the server rendered for this element, when the browser is hydrating it: React gives an
 * element the same `useId` on both sides, and the server wrote it into `data-rich-text`. Client-only
 * ids never match a server one, so a fresh mount finds nothing.
 */
function serverRendered(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[data-rich-text="${CSS.escape(id)}"]`);
  return element ? element.innerHTML : null;
}

/**
 * Rich text from the CMS: sanitized (no scripts, event handlers or `javascript:` links), styled from
 * the theme, and with the site's link rules — in-page '#anchor' links scroll smoothly to their target
 * and move focus there, links to this site open without a reload, a bare '#' goes nowhere. Renders
 * nothing when no text is left.
 *
 * The server sanitizes. The browser reuses the server's clean HTML for what it hydrates, so the
 * sanitizer only loads when new HTML arrives in the browser (docs/decisions/011-sanitizing.md).
 */
export function RichText({
  html,
  tone = 'default',
  size = 'md',
  className,
  as: Element = 'div',
}: RichTextProps) {
  const id = useId();
  const [hydrated] = useState(() => ({ html, clean: serverRendered(id) }));
  const linksRef = useInPageLinks();
  let clean: string;
  if (hydrated.clean !== null && hydrated.html === html) clean = hydrated.clean;
  else if (!html.trim()) clean = '';
  else clean = use(loadSanitizer())(html);
  if (!clean.trim()) return null;
  return (
    <Element
      ref={linksRef}
      data-rich-text={id}
      className={[richText({ tone, size }), className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

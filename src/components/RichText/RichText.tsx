import { useMemo } from 'react';
import { sanitizeHtml } from '#src/sanitize/sanitizeHtml.ts';
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
 * Rich text from the CMS: sanitized (no scripts, event handlers or `javascript:` links), styled from
 * the theme, and with the site's link rules — in-page '#anchor' links scroll smoothly to their target
 * and move focus there, links to this site open without a reload, a bare '#' goes nowhere. Renders
 * nothing when no text is left.
 */
export function RichText({
  html,
  tone = 'default',
  size = 'md',
  className,
  as: Element = 'div',
}: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const linksRef = useInPageLinks();
  if (!clean.trim()) return null;
  return (
    <Element
      ref={linksRef}
      className={[richText({ tone, size }), className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

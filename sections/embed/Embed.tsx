import { useCallback, useEffect, useState } from 'react';
import { Container } from '#src/ui/components/Container/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { useInPageLinks } from '#src/ui/components/RichText/index.ts';
import { richText } from '#src/ui/components/RichText/RichText.css.ts';
import { loadSanitizer, loadedSanitizer, type Sanitize } from '#src/lib/sanitize/loadSanitizer.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { embed, loaderBox, tableScroll } from './Embed.css.ts';
import type { EmbedContent } from './schema.ts';

/** Spec (docs/spec/features.md): the embed shows a loader, then its HTML after 350 ms. */
export const embedDelayMs = 350;

/** The name of a table's scrolling box when the table has no caption. */
export const untitledTableName = 'Table';

/**
 * A wide table scrolls sideways in its own box on a phone. That box takes keyboard focus, so people
 * without a pointer can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), and is a named
 * group (the table's caption) so a screen reader says what has focus. A group, not a region: two
 * uncaptioned tables would otherwise be two landmarks of the same name.
 */
function boxWideTables(element: HTMLElement) {
  for (const table of element.querySelectorAll('table')) {
    if (table.parentElement?.classList.contains(tableScroll)) continue;
    const box = document.createElement('div');
    box.className = tableScroll;
    box.tabIndex = 0;
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', table.caption?.textContent?.trim() || untitledTableName);
    table.before(box);
    box.append(table);
  }
}

/**
 * Custom HTML from the CMS (a table, a widget, a sandboxed iframe): a loader first, then the HTML
 * 350 ms after the section is on screen in the browser. The server renders only the loader. The HTML is
 * sanitized with iframes allowed — every iframe is forced into a sandbox — so no script from the CMS
 * ever runs on the page; frames load only from the players and maps the policy names
 * (`src/lib/sanitize/frameSources.ts`), any other becomes a link to its page; untitled frames are named.
 */
export function Embed({ content, background }: SectionProps<EmbedContent>) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    const show = (sanitize: Sanitize) => {
      if (active) setClean(sanitize(content.html, { allowIframes: true }));
    };
    // The sanitizer loads during the delay (it is usually there by the time the delay is over).
    const sanitizer = loadSanitizer();
    const timer = setTimeout(() => {
      const ready = loadedSanitizer();
      if (ready) show(ready);
      else void sanitizer.then(show);
    }, embedDelayMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [content.html]);
  const linksRef = useInPageLinks();
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !clean) return;
      boxWideTables(element);
      return linksRef(element);
    },
    // Runs again when the HTML changes, so new tables get theirs too.
    [linksRef, clean],
  );

  return (
    <Container width="reading">
      {clean !== null ? (
        <div
          ref={ref}
          className={[
            richText({ tone: background === 'green' ? 'inverse' : 'default', size: 'md' }),
            embed,
          ].join(' ')}
          // Sanitized just above (scripts, handlers and unsandboxed frames removed).
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      ) : (
        <div className={loaderBox}>
          <Loader />
        </div>
      )}
    </Container>
  );
}

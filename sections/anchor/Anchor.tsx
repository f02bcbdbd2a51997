import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { anchorTarget, emptyTarget } from './Anchor.css.ts';
import type { AnchorContent } from './schema.ts';

/**
 * An in-page target for `#anchor` links. With a title it is that title as a heading (a visitor who
 * follows the link lands on a named place, and focus has something to announce); without one it is an
 * empty element that takes no room. `data-anchor` (the id), `data-toc-title` and `data-toc-ignore` mark
 * it for a table of contents: `[data-anchor]:not([data-toc-ignore])` lists the ones to show.
 */
export function Anchor({ content, background }: SectionProps<AnchorContent>) {
  const tocAttributes = {
    'data-anchor': content.anchor,
    'data-toc-title': content.title || undefined,
    'data-toc-ignore': content.toc_ignore ? '' : undefined,
  };
  if (!content.title) return <div id={content.anchor} className={emptyTarget} {...tocAttributes} />;
  return (
    <Container width="reading">
      <div {...tocAttributes}>
        <Heading
          level={2}
          id={content.anchor}
          className={anchorTarget}
          tone={background === 'green' ? 'inverse' : 'default'}
        >
          {content.title}
        </Heading>
      </div>
    </Container>
  );
}

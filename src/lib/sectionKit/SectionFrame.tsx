import type { ReactNode } from 'react';
import type { BackgroundColor } from '#src/lib/api/types.ts';
import { frame } from './SectionFrame.css.ts';

/**
 * The band every section sits in: its background colour (the text colour follows it) and vertical
 * spacing. `revealed` fades in a section held back by `time_reveal`. The page shell and the stories
 * use the same frame, so a story looks like the page.
 */
export function SectionFrame({
  type,
  id,
  background,
  revealed = false,
  bare = false,
  children,
}: {
  type: string;
  id?: number;
  background: BackgroundColor;
  revealed?: boolean;
  /** No padding or background: the section is a target or a container of framed sections. */
  bare?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={frame({ background, revealed, bare })}
      data-section-type={type}
      data-section-id={id}
    >
      {children}
    </section>
  );
}

import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Anchor } from './Anchor.tsx';
import { anchorContent } from './schema.ts';

// An anchor is a link target, not a block of content: the page frame's padding would leave a
// tall empty band.
export default defineSection({
  type: 'anchor',
  content: anchorContent,
  Component: Anchor,
  static: true,
  frame: 'bare',
});

import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Reusable } from './Reusable.tsx';
import { reusableContent } from './schema.ts';

// Its sub-sections are rendered by the page renderer, each in its own frame with its own padding
// and background.
export default defineSection({
  type: 'reusable',
  content: reusableContent,
  Component: Reusable,
  frame: 'bare',
});

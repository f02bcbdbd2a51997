import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { AtAGlance } from './AtAGlance.tsx';
import { atAGlanceContent } from './schema.ts';

export default defineSection({
  type: 'at-a-glance',
  content: atAGlanceContent,
  Component: AtAGlance,
  static: true,
});

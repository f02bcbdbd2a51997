import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Headline } from './Headline.tsx';
import { headlineContent } from './schema.ts';

export default defineSection({
  type: 'headline',
  content: headlineContent,
  Component: Headline,
  static: true,
});

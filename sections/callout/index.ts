import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Callout } from './Callout.tsx';
import { calloutContent } from './schema.ts';

export default defineSection({
  type: 'callout',
  content: calloutContent,
  Component: Callout,
  static: true,
});

import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Steps } from './Steps.tsx';
import { stepsContent } from './schema.ts';

export default defineSection({
  type: 'steps',
  content: stepsContent,
  Component: Steps,
  static: true,
});

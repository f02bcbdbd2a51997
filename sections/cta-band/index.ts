import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { CtaBand } from './CtaBand.tsx';
import { ctaBandContent } from './schema.ts';

export default defineSection({
  type: 'cta-band',
  content: ctaBandContent,
  defaultBackground: 'green',
  Component: CtaBand,
  static: true,
});

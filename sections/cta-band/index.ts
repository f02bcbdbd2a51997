import { defineSection } from '#src/sections/defineSection.tsx';
import { CtaBand } from './CtaBand.tsx';
import { ctaBandContent } from './schema.ts';

export default defineSection({
  type: 'cta-band',
  content: ctaBandContent,
  defaultBackground: 'green',
  Component: CtaBand,
  static: true,
});

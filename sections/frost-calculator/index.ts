import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { FrostCalculator } from './FrostCalculator.tsx';
import { frostCalculatorContent } from './schema.ts';

export default defineSection({
  type: 'frost-calculator',
  content: frostCalculatorContent,
  Component: FrostCalculator,
  // layouts: ['default', 'wide'] as const,  when options.Layout.layout names variants (first = default)
  // defaultBackground: 'beige',             when the CMS contract gives one (white otherwise)
});

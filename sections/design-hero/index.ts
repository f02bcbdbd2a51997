import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { DesignHero } from './DesignHero.tsx';
import { designHeroContent } from './schema.ts';

export default defineSection({
  type: 'design-hero',
  content: designHeroContent,
  Component: DesignHero,
});

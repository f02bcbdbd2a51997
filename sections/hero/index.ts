import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Hero } from './Hero.tsx';
import { heroContent, heroLayouts } from './schema.ts';

export default defineSection({
  type: 'hero',
  content: heroContent,
  layouts: heroLayouts,
  Component: Hero,
  static: true,
});

import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { DesignTestimonials } from './DesignTestimonials.tsx';
import { designerNamesKey, fetchDesignerNames } from './designerNames.ts';
import { designTestimonialsContent } from './schema.ts';

export default defineSection({
  type: 'design-testimonials',
  content: designTestimonialsContent,
  Component: DesignTestimonials,
  // The designers' names are part of the first HTML, so the credit does not change after hydration.
  data: { key: designerNamesKey, fetch: fetchDesignerNames, prefetch: true },
});

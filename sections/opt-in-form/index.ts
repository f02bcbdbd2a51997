import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { OptInForm } from './OptInForm.tsx';
import { optInFormContent } from './schema.ts';

export default defineSection({
  type: 'opt-in-form',
  content: optInFormContent,
  Component: OptInForm,
  // layouts: ['default', 'wide'] as const,  when options.Layout.layout names variants (first = default)
  // defaultBackground: 'beige',             when the CMS contract gives one (white otherwise)
});

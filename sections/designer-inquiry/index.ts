import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { DesignerInquiry } from './DesignerInquiry.tsx';
import { designerInquiryContent } from './schema.ts';

export default defineSection({
  type: 'designer-inquiry',
  content: designerInquiryContent,
  Component: DesignerInquiry,
  // layouts: ['default', 'wide'] as const,  when options.Layout.layout names variants (first = default)
  // defaultBackground: 'beige',             when the CMS contract gives one (white otherwise)
});

import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { MultipleImage } from './MultipleImage.tsx';
import { multipleImageContent } from './schema.ts';

export default defineSection({
  type: 'multiple-image',
  content: multipleImageContent,
  Component: MultipleImage,
  static: true,
});

import { defineSection } from '#src/sections/defineSection.tsx';
import { MultipleImage } from './MultipleImage.tsx';
import { multipleImageContent } from './schema.ts';

export default defineSection({
  type: 'multiple-image',
  content: multipleImageContent,
  Component: MultipleImage,
  static: true,
});

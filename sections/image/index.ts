import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { ImageSection } from './Image.tsx';
import { imageContent } from './schema.ts';

export default defineSection({
  type: 'image',
  content: imageContent,
  Component: ImageSection,
  static: true,
});

import { defineSection } from '#src/sections/defineSection.tsx';
import { GardenGallery } from './GardenGallery.tsx';
import { gardenGalleryContent, gardenGalleryLayouts } from './schema.ts';

export default defineSection({
  type: 'garden-gallery',
  content: gardenGalleryContent,
  layouts: gardenGalleryLayouts,
  Component: GardenGallery,
});

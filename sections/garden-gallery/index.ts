import { submittedGardensData, type SubmittedGarden } from '#src/features/gardens/submitted.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { GardenGallery } from './GardenGallery.tsx';
import {
  galleryGardenCount,
  gardenGalleryContent,
  gardenGalleryLayouts,
  type GardenGalleryContent,
  type GardenGalleryLayout,
} from './schema.ts';

export default defineSection<GardenGalleryContent, GardenGalleryLayout, SubmittedGarden[]>({
  type: 'garden-gallery',
  content: gardenGalleryContent,
  layouts: gardenGalleryLayouts,
  Component: GardenGallery,
  data: submittedGardensData(galleryGardenCount),
});

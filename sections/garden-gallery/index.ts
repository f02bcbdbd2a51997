import {
  fetchSubmittedGardens,
  submittedGardensKey,
  type SubmittedGarden,
} from '#src/features/gardens/submitted.ts';
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
  // Only `source: "submitted"` loads anything (the server puts it in the first HTML); the CMS's own
  // `gardens` need no request (a null key).
  data: {
    key: (content) =>
      content.source === 'submitted' ? submittedGardensKey(galleryGardenCount) : null,
    fetch: (api) => fetchSubmittedGardens(api, galleryGardenCount),
    prefetch: true,
  },
});

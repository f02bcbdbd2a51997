import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { GardenCallout } from './GardenCallout.tsx';
import { gardenCalloutContent } from './schema.ts';

export default defineSection({
  type: 'garden-callout',
  content: gardenCalloutContent,
  Component: GardenCallout,
  static: true,
});

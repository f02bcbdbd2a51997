import { defineSection } from '#src/sections/defineSection.tsx';
import { GardenCallout } from './GardenCallout.tsx';
import { gardenCalloutContent } from './schema.ts';

export default defineSection({
  type: 'garden-callout',
  content: gardenCalloutContent,
  Component: GardenCallout,
  static: true,
});

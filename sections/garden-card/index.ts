import { defineSection } from '#src/sections/defineSection.tsx';
import { GardenCard } from './GardenCard.tsx';
import { gardenCardContent } from './schema.ts';

export default defineSection({
  type: 'garden-card',
  content: gardenCardContent,
  // A card section (docs/cms-contract.md: beige for card sections).
  defaultBackground: 'beige',
  Component: GardenCard,
});

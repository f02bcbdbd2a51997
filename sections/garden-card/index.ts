import { submittedGardensData, type SubmittedGarden } from '#src/features/gardens/submitted.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { GardenCard } from './GardenCard.tsx';
import { cardGardenCount, gardenCardContent, type GardenCardContent } from './schema.ts';

export default defineSection<GardenCardContent, 'default', SubmittedGarden[]>({
  type: 'garden-card',
  content: gardenCardContent,
  // A card section (docs/cms-contract.md: beige for card sections).
  defaultBackground: 'beige',
  Component: GardenCard,
  data: submittedGardensData(cardGardenCount),
});

import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { DescriptionCards } from './DescriptionCards.tsx';
import { descriptionCardsContent } from './schema.ts';

export default defineSection({
  type: 'description-cards',
  content: descriptionCardsContent,
  // A card section (docs/cms-contract.md: beige for card sections).
  defaultBackground: 'beige',
  Component: DescriptionCards,
  static: true,
});

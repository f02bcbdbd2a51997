import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { CardGrid } from './CardGrid.tsx';
import { cardGridKey, fetchCardGrid, type CardPage } from './cardGridRequests.ts';
import { cardGridContent, type CardGridContent } from './schema.ts';

export default defineSection<CardGridContent, 'default', CardPage>({
  type: 'card-grid',
  content: cardGridContent,
  Component: CardGrid,
  // Card sections sit on beige unless the CMS says otherwise (docs/cms-contract.md).
  defaultBackground: 'beige',
  // The first page is in the first HTML; filters, search and 'Load more' load in the browser.
  data: { key: cardGridKey, fetch: fetchCardGrid, prefetch: true },
});

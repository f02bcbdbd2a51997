import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { ContentGrid } from './ContentGrid.tsx';
import { contentGridKey, fetchContentGrid, type ContentGridData } from './contentGridRequests.ts';
import {
  contentGridContent,
  contentGridLayouts,
  type ContentGridContent,
  type ContentGridLayout,
} from './schema.ts';

export default defineSection<ContentGridContent, ContentGridLayout, ContentGridData>({
  type: 'content-grid',
  content: contentGridContent,
  Component: ContentGrid,
  layouts: contentGridLayouts,
  // prefetch: the server loads the posts and courses into the first HTML.
  data: { key: contentGridKey, fetch: fetchContentGrid, prefetch: true },
});

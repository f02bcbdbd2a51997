import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { RegionMap } from './RegionMap.tsx';
import { regionMapContent } from './schema.ts';

export default defineSection({
  type: 'region-map',
  content: regionMapContent,
  Component: RegionMap,
  // layouts: ['default', 'wide'] as const,  when options.Layout.layout names variants (first = default)
  // defaultBackground: 'beige',             when the CMS contract gives one (white otherwise)
});

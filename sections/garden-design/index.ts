import type { ProductWire } from '#src/lib/api/types.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { GardenDesign } from './GardenDesign.tsx';
import { fetchGardenDesign, gardenDesignKey } from './gardenDesignRequests.ts';
import { gardenDesignContent, type GardenDesignContent } from './schema.ts';

export default defineSection<GardenDesignContent, 'default', ProductWire[]>({
  type: 'garden-design',
  content: gardenDesignContent,
  defaultBackground: 'beige',
  Component: GardenDesign,
  // The price cards are in the first HTML.
  data: { key: gardenDesignKey, fetch: fetchGardenDesign, prefetch: true },
});

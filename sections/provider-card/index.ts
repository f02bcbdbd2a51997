import type { ProviderWire } from '#src/lib/api/types.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { ProviderCard } from './ProviderCard.tsx';
import { fetchProviderCard, providerCardKey } from './providerCardRequests.ts';
import { providerCardContent, type ProviderCardContent } from './schema.ts';

export default defineSection<ProviderCardContent, 'default', ProviderWire[]>({
  type: 'provider-card',
  content: providerCardContent,
  Component: ProviderCard,
  // A card section: beige unless the CMS chooses another background (docs/cms-contract.md).
  defaultBackground: 'beige',
  // prefetch: the server loads the businesses into the first HTML.
  data: { key: providerCardKey, fetch: fetchProviderCard, prefetch: true },
});

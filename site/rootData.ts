import { useRouteLoaderData } from 'react-router';
import type { AccountWire, SiteOptionWire } from '#src/lib/api/types.ts';
import type { PublicConfig } from '#src/lib/config/runtimeConfig.tsx';

/** What the root loader gives every page. */
export interface RootData {
  config: PublicConfig;
  account: AccountWire | null;
  siteOptions: SiteOptionWire[];
  flash: string | null;
  /** The instant this data was made (ISO): the day the server rendered (src/lib/time/clock.ts). */
  renderedAt: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

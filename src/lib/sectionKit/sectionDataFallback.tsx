import { createContext, useContext } from 'react';

/**
 * The answers the server fetched for a page's sections (`prefetch`), keyed as each section's data hook
 * keys its request: the hook starts from its answer (SWR's `fallbackData`), so visitors get the data
 * in the first HTML and the browser does not wait for it. A context of the site's own rather than an
 * `<SWRConfig fallback>`: the page shell then loads no SWR, only the sections that fetch do.
 */
const SectionDataFallbackContext = createContext<Readonly<Record<string, unknown>>>({});

export const SectionDataFallbackProvider = SectionDataFallbackContext.Provider;

/** The server's answer for this request key, if it fetched one. */
export function useSectionDataFallback(key: string | null): { found: boolean; data: unknown } {
  const fallback = useContext(SectionDataFallbackContext);
  return key !== null && Object.hasOwn(fallback, key)
    ? { found: true, data: fallback[key] }
    : { found: false, data: undefined };
}

import useSWRBase, { type Fetcher, type Key, type SWRConfiguration } from 'swr';

/**
 * What every answer the site keeps with SWR shares: it is not asked again when the window takes the
 * focus back (a person switching tabs would refetch every list on the page). Stale answers are still
 * refreshed when a screen mounts, and after a change by `mutate`.
 */
export const siteSWRDefaults: SWRConfiguration = { revalidateOnFocus: false };

/**
 * SWR's `useSWR` with the site's defaults. They are not given by an `<SWRConfig>` around the whole
 * site: that would put SWR in the code every page loads first, and most public pages never use it
 * (docs/performance.md). SWR is loaded with the screens and sections that call this hook. The hook's
 * own options, and an `<SWRConfig>` of tests and stories, still apply (the defaults come first).
 */
export const useSWR = ((key: Key, ...rest: unknown[]) => {
  // SWR's own forms: (key), (key, fetcher), (key, fetcher, options), (key, options).
  const fetcher = typeof rest[0] === 'function' || rest[0] === null ? rest[0] : null;
  const options = (fetcher === rest[0] ? rest[1] : rest[0]) as SWRConfiguration | undefined;
  return useSWRBase(key, fetcher as Fetcher | null, { ...siteSWRDefaults, ...options });
}) as typeof useSWRBase;

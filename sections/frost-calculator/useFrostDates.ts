import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { DataResponse, FrostResultWire } from '#src/lib/api/types.ts';

const warned = new Set<string>();

/**
 * The frost dates of a zip code (GET /frost-calc?zip=), once one is asked for. A failed request is
 * only logged and loading stops (docs/spec/features.md §8): the section then shows nothing new.
 */
export function useFrostDates(zip: string | null) {
  const api = useApi();
  const key = zip ? `/frost-calc?zip=${zip}` : null;
  const swr = useSWR(
    key,
    async () => (await api.get<DataResponse<FrostResultWire>>('/frost-calc', { zip })).data,
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      onError: (error: unknown) => {
        if (key && !warned.has(key)) {
          warned.add(key);
          console.error(`[frost-calculator] the lookup of ${zip} failed`, error);
        }
      },
    },
  );
  return { result: swr.data, isLoading: swr.isLoading, failed: Boolean(swr.error) };
}

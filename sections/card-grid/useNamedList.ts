import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { DataResponse, NamedWire } from '#src/lib/api/types.ts';

/** An expertise, tag or topic list (GET /expertises, /tags, /topics), loaded when the grid appears. */
export function useNamedList(path: string | null) {
  const api = useApi();
  const { data } = useSWR(path, async (key: string) => {
    const response = await api.get<DataResponse<NamedWire[]>>(key);
    return Array.isArray(response.data) ? response.data : [];
  });
  return data ?? [];
}

import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { CoachCardWire, ListResponse } from '#src/lib/api/types.ts';
import { designerListRequest } from './designerList.ts';

/** The SWR key of the designer list: the request it stands for (docs/api/directory.md, `POST /gimme-dat/`). */
export const designerListKey = 'POST /gimme-dat/ designer-list';

/**
 * Every designer a design's customer may choose (`POST /gimme-dat/` with `designerListRequest`), as
 * the API orders them. Not reloaded on focus: the list must not reorder under someone reading it; a
 * failure shows a retry rather than retrying by itself.
 */
export function useDesignerList() {
  const api = useApi();
  return useSWR(
    designerListKey,
    async () =>
      (await api.post<ListResponse<CoachCardWire>>('/gimme-dat/', designerListRequest)).data,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { DataResponse, RecipientWire } from '#src/lib/api/types.ts';

/**
 * Who the viewer may start a conversation with (`GET /designs/{id}/recipients`), asked only when they
 * may start one at all (`enabled`: not acting as 'user'). A failure is logged and counts as nobody.
 */
export function useRecipients(designId: number, enabled: boolean) {
  const api = useApi();
  const path = `/designs/${designId}/recipients`;
  return useSWR(
    enabled ? path : null,
    async () => (await api.get<DataResponse<RecipientWire[]>>(path)).data,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError: (error: unknown) => console.error('Message recipients could not be loaded:', error),
    },
  );
}

/**
 * A recipient option's label (docs/spec/features.md §2.12: "each option prefixed with first and last
 * name"): the recipient's `prefix`, then their first and last name, e.g. 'Designer: Maya Okafor'.
 */
export function recipientLabel(
  recipient: Pick<RecipientWire, 'prefix' | 'first_name' | 'last_name'>,
) {
  const name = `${recipient.first_name} ${recipient.last_name}`.trim();
  return recipient.prefix ? `${recipient.prefix}: ${name}` : name;
}

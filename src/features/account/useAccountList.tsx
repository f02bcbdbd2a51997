import type { ReactNode } from 'react';
import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { messageCatalogue, type MessageKey } from '#src/lib/messages/index.ts';
import { useLoadFailureToast } from '#src/lib/messages/useLoadFailureToast.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import * as styles from './account.css.ts';

/**
 * A list of the account area at `key` (an API path), as the server loaded it with the page (`initial`;
 * null when that load failed, and then it loads in the browser). A failed load shows the catalogue's
 * `failure` once as a toast. `status` stands in for the list while it loads (`loadingLabel`) or after
 * the load failed (the message and a retry); null once the list is there.
 */
export function useAccountList<T>(
  key: string,
  initial: T[] | null | undefined,
  { failure, loadingLabel }: { failure: MessageKey; loadingLabel: string },
) {
  const api = useApi();
  const hasInitial = Array.isArray(initial);
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    key,
    async (path: string) => (await api.get<{ data: T[] }>(path)).data,
    {
      fallbackData: hasInitial ? initial : undefined,
      revalidateOnMount: !hasInitial,
      revalidateIfStale: !hasInitial,
      shouldRetryOnError: false,
    },
  );
  useLoadFailureToast(error, failure);

  let status: ReactNode = null;
  if (!data && (isLoading || (isValidating && !error))) {
    status = <Loader label={loadingLabel} />;
  } else if (error && !data) {
    status = (
      <div className={styles.notice} role="alert">
        <span>{messageCatalogue[failure].message}</span>
        <Button variant="outline" size="small" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  return { api, items: data ?? [], status, mutate };
}

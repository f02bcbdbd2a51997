import { useFailureOnce } from '#src/lib/messages/useFailureOnce.ts';

/**
 * Logs a failed load once (`console.error`, with `label`), for data whose failure the visitor is not
 * told about (docs/spec/features.md §8: "Post load failure: logged only"). SWR's retries keep failing
 * with new errors; it logs again only after a load has succeeded in between.
 */
export function useLoadFailureLog(error: unknown, label: string): void {
  useFailureOnce(error, (failure) => console.error(label, failure));
}

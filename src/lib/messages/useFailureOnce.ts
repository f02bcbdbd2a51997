import { useEffect, useRef } from 'react';

/**
 * Calls `report` once when a load fails (`error` set). SWR's retries keep failing, each with a new
 * error; it reports again only after a load has succeeded in between (`error` cleared).
 */
export function useFailureOnce(error: unknown, report: (error: unknown) => void): void {
  const failing = useRef(false);
  useEffect(() => {
    if (!error) {
      failing.current = false;
      return;
    }
    if (failing.current) return;
    failing.current = true;
    report(error);
  }, [error, report]);
}

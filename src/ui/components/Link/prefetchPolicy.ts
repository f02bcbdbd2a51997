/** The part of the Network Information API (Chromium only) that says whether to save data. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Spec: link prefetching is skipped on 2g or data-saver connections. Browsers without the
 * Network Information API (and the server) prefetch.
 */
export function canPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export function browserConnection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

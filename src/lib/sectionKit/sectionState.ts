/**
 * Some sections keep their state in the page's address so that the back button, a reload and a
 * shared link all work: the quiz keeps its step under `quiz-{id}`. Changing such a key is not a new
 * page: the site does not reload the page's data for it.
 */
export const sectionStateKeyPrefixes = ['quiz-'] as const;

/** The address key of a section's state, e.g. `quiz-7`. */
export function sectionStateKey(prefix: (typeof sectionStateKeyPrefixes)[number], id: number) {
  return `${prefix}${id}`;
}

export function isSectionStateKey(key: string): boolean {
  return sectionStateKeyPrefixes.some((prefix) => key.startsWith(prefix));
}

function withoutSectionState(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const key of [...params.keys()]) if (isSectionStateKey(key)) params.delete(key);
  params.sort();
  return params.toString();
}

/** Whether two addresses differ only in section state (same path, same other query keys). */
export function onlySectionStateChanged(current: URL, next: URL): boolean {
  return (
    current.pathname === next.pathname &&
    current.search !== next.search &&
    withoutSectionState(current) === withoutSectionState(next)
  );
}

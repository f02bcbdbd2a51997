/**
 * Interactive sections far below the first screen hydrate later (decision 031). Before React hydrates,
 * `entry.client` measures every interactive section's frame in the server's DOM and splits them into
 * those near the first screen (hydrated with the page, their code awaited first) and the rest, which
 * keep their server HTML like a static island until they come near the viewport or are interacted with.
 */

/** The wrapper the server renders around an interactive section of a CMS page. */
export const interactiveIslandSelector = '[data-section-island="interactive"]';

/**
 * How far below the first screen a section still hydrates with the page: one more viewport. The
 * observer that wakes a deferred section uses the same margin, so a section is never both "far" at
 * load and already inside the observed area.
 */
export const nearViewports = 1;

const deferred = new Set<string>();

/** Marks these islands (their `data-island-id`) as deferred for the hydration that follows. */
export function deferIslands(ids: Iterable<string>): void {
  for (const id of ids) deferred.add(id);
}

/** Whether the hydrating browser keeps this island's server HTML until it is needed. */
export function isDeferredIsland(id: string): boolean {
  return deferred.has(id);
}

/** The box a `display: contents` wrapper's content takes, or null when it renders nothing visible. */
function contentBox(wrapper: Element): { top: number; bottom: number } | null {
  let top = Infinity;
  let bottom = -Infinity;
  for (const child of wrapper.children) {
    const rect = child.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    top = Math.min(top, rect.top);
    bottom = Math.max(bottom, rect.bottom);
  }
  return top === Infinity ? null : { top, bottom };
}

export interface IslandSplit {
  /** Section types to load before hydrating: the page's list without the types only deferred islands use. */
  load: string[];
  /** The `data-island-id`s of deferred islands. */
  deferred: string[];
}

/**
 * Splits a document's interactive islands by where they are now. Near: any part of the section within
 * the viewport or `nearViewports` beyond it on either side, the section holding the URL's `#target`,
 * one inside no box (nothing to observe), and everything inside a near island's parent chain. An
 * island inside a deferred one is deferred with it.
 */
export function splitIslands(
  document: Document,
  pageTypes: readonly string[],
  viewportHeight: number,
): IslandSplit {
  const hashTarget = (() => {
    const id = decodeURIComponent(document.location?.hash.slice(1) ?? '');
    return id ? document.getElementById(id) : null;
  })();
  const deferredIds: string[] = [];
  const deferredTypes = new Set<string>();
  const nearTypes = new Set<string>();
  const margin = viewportHeight * nearViewports;
  document.querySelectorAll<HTMLElement>(interactiveIslandSelector).forEach((wrapper) => {
    const types = (wrapper.dataset.islandTypes ?? '').split(' ').filter(Boolean);
    const outer = wrapper.parentElement?.closest<HTMLElement>(interactiveIslandSelector);
    const insideDeferred = outer ? outer.hasAttribute('data-deferred') : false;
    const box = contentBox(wrapper);
    const near =
      !insideDeferred &&
      (box === null ||
        (box.bottom >= -margin && box.top <= viewportHeight + margin) ||
        (hashTarget !== null && wrapper.contains(hashTarget)));
    if (near || !wrapper.dataset.islandId) {
      types.forEach((type) => nearTypes.add(type));
      return;
    }
    wrapper.setAttribute('data-deferred', '');
    deferredIds.push(wrapper.dataset.islandId);
    types.forEach((type) => deferredTypes.add(type));
  });
  return {
    load: pageTypes.filter((type) => nearTypes.has(type) || !deferredTypes.has(type)),
    deferred: deferredIds,
  };
}

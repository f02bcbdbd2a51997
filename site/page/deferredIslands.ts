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

/** An element's position below `root` as child indexes (the same markup gives the same path). */
export function elementPath(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) {
    node = node?.children[index] ?? null;
  }
  return node;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** What a visitor did inside a deferred island before its code arrived, to carry over the swap. */
export interface IslandState {
  focus: number[] | null;
  fields: { path: number[]; name: string; value: string; checked: boolean }[];
  click: number[] | null;
}

export function captureIslandState(root: Element, click: number[] | null): IslandState {
  const active = root.ownerDocument.activeElement;
  const focus =
    active && active !== root && root.contains(active) ? elementPath(root, active) : null;
  const fields: IslandState['fields'] = [];
  root.querySelectorAll('input, textarea, select').forEach((element) => {
    if (!isField(element)) return;
    const path = elementPath(root, element);
    if (!path) return;
    const checked = element instanceof HTMLInputElement ? element.checked : false;
    fields.push({ path, name: element.name, value: element.value, checked });
  });
  return { focus, fields, click };
}

/**
 * Sets a field the way typing would, so a controlled React input takes the value into its state
 * (React listens for `input` and `change` and reads the value through the native setter's result).
 */
function setField(element: Field, value: string, checked: boolean) {
  if (
    element instanceof HTMLInputElement &&
    (element.type === 'checkbox' || element.type === 'radio')
  ) {
    if (element.checked !== checked) element.click();
    return;
  }
  if (element.value === value) return;
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Applies a captured state to the section's live render: field values, then focus, then the click. */
export function restoreIslandState(root: Element, state: IslandState): void {
  for (const field of state.fields) {
    const byName = field.name
      ? [...root.querySelectorAll('input, textarea, select')].filter(
          (element): element is Field => isField(element) && element.name === field.name,
        )
      : [];
    const atPath = elementAt(root, field.path);
    const target =
      atPath && isField(atPath) && (!field.name || atPath.name === field.name)
        ? atPath
        : byName.length === 1
          ? byName[0]
          : null;
    if (target) setField(target, field.value, field.checked);
  }
  if (state.focus) {
    const target = elementAt(root, state.focus);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }
  if (state.click) {
    const target = elementAt(root, state.click);
    if (target instanceof HTMLElement) target.click();
  }
}

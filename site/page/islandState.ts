/**
 * Carrying what a visitor did inside a deferred island (decision 031) over to the section's live
 * render: the focused control, typed values and a click held while the code loaded. The live render
 * of the same section gives the same markup, so an element is found again by its path of child indexes.
 */

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

export function captureIslandState(root: Element, clicked: Element | null): IslandState {
  const click = clicked ? elementPath(root, clicked) : null;
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

import { createElement, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element to render; a `span` so it can sit inside text, buttons and links. */
  as?: ElementType;
  id?: string;
}

// Being absolutely positioned, the element is a block in every browser, so its text joins an
// accessible name as a separate phrase ("Seeds (opens in a new tab)", not "Seeds(opens…"). Saying
// so inline as well gives the same name where the stylesheet is absent (jsdom, some readers' modes).
const asSeparatePhrase: CSSProperties = { display: 'block' };

/** Text for assistive technology only: read aloud, never shown. */
export function VisuallyHidden({ children, as = 'span', id }: VisuallyHiddenProps) {
  return createElement(as, { className: visuallyHidden, id, style: asSeparatePhrase }, children);
}

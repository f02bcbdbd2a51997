import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useInPageLinks } from '#src/ui/components/RichText/index.ts';
import { nearViewports } from './deferredIslands.ts';
import type { IslandState } from './islandState.ts';

const keepServerHtml = { __html: '' };
const wakeEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** The wrapper's attributes: the same on the server, while kept and once live. */
export type KeptWrapperAttributes = HTMLAttributes<HTMLDivElement> &
  Record<`data-${string}`, string>;

/**
 * A part of the page the document was loaded with that keeps the server's HTML, without its code, until
 * it is needed (decisions 029 and 031): the hydrating browser renders the wrapper with empty
 * `dangerouslySetInnerHTML` and no children, so React adopts the server's DOM inside as it is and no
 * update of a context above can reach it. It wakes when it comes within a viewport of the screen, when
 * the visitor points at, touches, focuses or types in it, or when `wake` says so (its content changed);
 * then `load` fetches its code and `children` render live in place. Focus, typed values and a click made
 * meanwhile carry over to the live render, which must give the same markup; a press under way is waited
 * for. Links inside work while kept (the site's link rules, by one listener).
 *
 * Render it only while hydrating: the server renders `children` in the same wrapper itself.
 */
export function KeptUntilNeeded({
  attributes,
  load,
  wake = false,
  children,
}: {
  attributes: KeptWrapperAttributes;
  /** Loads the code `children` need (keep it the same function from render to render). */
  load: () => Promise<unknown>;
  wake?: boolean;
  children: ReactNode;
}) {
  const linksRef = useInPageLinks();
  const wrapper = useRef<HTMLDivElement | null>(null);
  const carried = useRef<{
    state: IslandState;
    restore: (root: Element, state: IslandState) => void;
    /** The kept wrapper and how to find an element's place in it, for a click held after `state`. */
    kept: Element;
    pathOf: (root: Element, element: Element) => number[] | null;
  } | null>(null);
  const heldClick = useRef<Element | null>(null);
  const pressing = useRef(false);
  const [live, setLive] = useState(false);
  const [woken, setWoken] = useState(false);
  const awake = woken || wake;

  useEffect(() => {
    const root = wrapper.current;
    if (!root || live) return;
    let done = false;
    const wakeUp = () => setWoken(true);
    // A click before the code is there would reach no handler: hold it and replay it after the swap.
    // Links keep their own way (the link listener or the browser).
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick.current = target;
      wakeUp();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) wakeUp();
            },
            { rootMargin: `${nearViewports * 100}% 0px` },
          );
    if (observer) for (const child of root.children) observer.observe(child);
    else wakeUp();
    // A click the early-clicks script held before hydration (decision 030) waits for React to take
    // its control over: wake now, and the script plays it on the live control.
    if (root.querySelector('[data-early-click]')) wakeUp();
    for (const name of wakeEvents)
      root.addEventListener(name, wakeUp, { capture: true, passive: true });
    root.addEventListener('click', onClick, { capture: true });
    // A press under way waits for its click: swapping between pointerdown and click would lose it.
    let swapAfterPress: (() => void) | null = null;
    const onPress = () => {
      pressing.current = true;
    };
    const onRelease = () =>
      setTimeout(() => {
        pressing.current = false;
        swapAfterPress?.();
      });
    root.addEventListener('pointerdown', onPress, { capture: true, passive: true });
    window.addEventListener('pointerup', onRelease, { capture: true, passive: true });
    window.addEventListener('pointercancel', onRelease, { capture: true, passive: true });
    if (awake) {
      // The carrying-over code is loaded with the part's own, only by pages that need it.
      void Promise.all([load(), import('./islandState.ts')]).then(
        ([, { captureIslandState, restoreIslandState, elementPath }]) => {
          const swap = () => {
            if (done) return;
            carried.current = {
              state: captureIslandState(root, heldClick.current),
              restore: restoreIslandState,
              kept: root,
              pathOf: elementPath,
            };
            setLive(true);
          };
          if (pressing.current) swapAfterPress = swap;
          else swap();
        },
      );
    }
    return () => {
      done = true;
      root.removeEventListener('pointerdown', onPress, { capture: true });
      window.removeEventListener('pointerup', onRelease, { capture: true });
      window.removeEventListener('pointercancel', onRelease, { capture: true });
      observer?.disconnect();
      for (const name of wakeEvents) root.removeEventListener(name, wakeUp, { capture: true });
      root.removeEventListener('click', onClick, { capture: true });
    };
  }, [awake, live, load]);

  const liveRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const pending = carried.current;
    if (!live || !pending || !liveRef.current) return;
    carried.current = null;
    // A click can still come between reading the state and this render's commit (the kept HTML is
    // there until then, and holds it): Enter on a control whose focus woke the section did, in
    // Chromium. It is played too.
    const click = heldClick.current;
    const state =
      click && !pending.state.click
        ? { ...pending.state, click: pending.pathOf(pending.kept, click) }
        : pending.state;
    pending.restore(liveRef.current, state);
  }, [live]);

  if (live) {
    return (
      <div key="live" ref={liveRef} {...attributes}>
        {children}
      </div>
    );
  }
  return (
    <div
      key="kept"
      ref={(element) => {
        wrapper.current = element;
        return linksRef(element);
      }}
      {...attributes}
      dangerouslySetInnerHTML={keepServerHtml}
      suppressHydrationWarning
    />
  );
}

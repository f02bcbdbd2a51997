import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import spriteUrl from './us-states.svg?url';
import * as styles from './UsMap.css.ts';
import {
  isUsMapStateCode,
  stateByLetter,
  stateInDirection,
  usMapStateCodes,
  usStateName,
  type UsMapDirection,
} from './usMapNavigation.ts';
import { usMapCallout, usMapSize, usMapStates, type UsMapStateCode } from './usMapShapes.ts';

export interface UsMapProps {
  /** The map's accessible name, e.g. "Filter by state" or "US regions by state". */
  label: string;
  /**
   * Selected states (postal codes as in `src/lib/forms/regions.ts`, e.g. `['OR', 'WA']`): filled in the
   * selection colour, and pressed when the states are toggles. Unknown codes are ignored.
   */
  selected?: readonly string[];
  /**
   * States to emphasise without selecting them (a region under the pointer, states with results):
   * drawn over the others with an outline in the text colour.
   */
  highlight?: readonly string[];
  /** A colour per state (any CSS colour; use theme `vars`), e.g. to colour regions. Neutral if none. */
  fills?: Readonly<Partial<Record<UsMapStateCode, string>>>;
  /**
   * Makes every state a toggle button (`aria-pressed`): called with its code on click, Enter or
   * Space. Without it the states are named images that can still be focused and hovered.
   */
  onToggle?: (code: UsMapStateCode) => void;
  /**
   * Called with the state under the pointer or keyboard focus (the latest of the two), and with null
   * when neither is on the map. Only changes are reported.
   */
  onHover?: (code: UsMapStateCode | null) => void;
  className?: string;
}

const arrowKeys: Partial<Record<string, UsMapDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const chipInset = usMapCallout.height / 4;

function codesOf(list: readonly string[] | undefined): UsMapStateCode[] {
  return (list ?? []).filter(isUsMapStateCode);
}

/** Sets a state's own colour through the custom property the styles read. */
function fillStyle(fill: string | undefined): CSSProperties | undefined {
  return fill ? ({ [styles.stateFillProperty]: fill } as CSSProperties) : undefined;
}

/** `data-*` flags: present (empty) when true, absent when false. */
const flag = (on: boolean) => (on ? '' : undefined);

/**
 * A map of the fifty states and DC, sized by its container (its box keeps the map's shape, so
 * nothing shifts). The shapes come from one cached SVG sprite (`us-states.svg`, US Census
 * boundaries from us-atlas): the page carries no path data, only one `<use>` per state.
 *
 * Every state is a named control (its full name); the map is one Tab stop. Arrow keys move to the
 * nearest state that way, Home and End to the first and last by name, a letter to the next state
 * whose name starts with it; Enter or Space toggles it (with `onToggle`). The smallest eastern
 * states (VT, NH, MA, RI, CT, NJ, DE, MD, DC) also get a labelled chip off the coast for the pointer.
 */
export function UsMap({
  label,
  selected,
  highlight,
  fills,
  onToggle,
  onHover,
  className,
}: UsMapProps) {
  const hintId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const controls = useRef(new Map<UsMapStateCode, SVGUseElement>());
  const reported = useRef<UsMapStateCode | null>(null);
  const [hovered, setHovered] = useState<UsMapStateCode | null>(null);
  const [focused, setFocused] = useState<UsMapStateCode | null>(null);
  const [tabStop, setTabStop] = useState<UsMapStateCode | null>(null);

  const selectedCodes = new Set(codesOf(selected));
  const highlighted = [...new Set(codesOf(highlight))];
  const firstStop = usMapStateCodes.find((code) => selectedCodes.has(code)) ?? usMapStateCodes[0];
  const currentStop = tabStop ?? firstStop;

  const report = (code: UsMapStateCode | null) => {
    if (reported.current === code) return;
    reported.current = code;
    onHover?.(code);
  };

  const enter = (code: UsMapStateCode) => {
    setHovered(code);
    report(code);
  };

  const focusState = (code: UsMapStateCode) => {
    setFocused(code);
    setTabStop(code);
    report(code);
  };

  const leaveFocus = (event: FocusEvent) => {
    if (svgRef.current?.contains(event.relatedTarget as Node | null)) return;
    setFocused(null);
    report(hovered);
  };

  const onKeyDown = (event: KeyboardEvent, code: UsMapStateCode) => {
    const direction = arrowKeys[event.key];
    let next: UsMapStateCode | null | undefined;
    if (direction) next = stateInDirection(code, direction);
    else if (event.key === 'Home') next = usMapStateCodes[0];
    else if (event.key === 'End') next = usMapStateCodes.at(-1);
    else if (event.key === 'Enter' || event.key === ' ') {
      if (!onToggle) return;
      event.preventDefault();
      if (!event.repeat) onToggle(code);
      return;
    } else if (/^\p{L}$/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      next = stateByLetter(code, event.key);
    } else return;
    event.preventDefault();
    if (next) controls.current.get(next)?.focus();
  };

  const href = (code: UsMapStateCode) => `${spriteUrl}#${code}`;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <svg
        ref={svgRef}
        className={styles.svg}
        viewBox={`0 0 ${usMapSize.width} ${usMapSize.height}`}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        onPointerLeave={() => {
          setHovered(null);
          report(focused);
        }}
      >
        {usMapStateCodes.map((code) => {
          const isSelected = selectedCodes.has(code);
          return (
            <use
              key={code}
              ref={(element) => {
                if (element) controls.current.set(code, element);
                else controls.current.delete(code);
              }}
              href={href(code)}
              className={styles.state}
              style={fillStyle(fills?.[code])}
              role={onToggle ? 'button' : 'img'}
              aria-label={usStateName(code)}
              aria-pressed={onToggle ? isSelected : undefined}
              tabIndex={code === currentStop ? 0 : -1}
              data-code={code}
              data-selected={flag(isSelected)}
              onClick={onToggle ? () => onToggle(code) : undefined}
              onKeyDown={(event) => onKeyDown(event, code)}
              onFocus={() => focusState(code)}
              onBlur={leaveFocus}
              onPointerEnter={() => enter(code)}
            />
          );
        })}

        <g aria-hidden="true">
          {highlighted.map((code) => (
            <use key={code} href={href(code)} className={styles.highlightOutline} />
          ))}
          {/* Always in the tree, empty (no href) while unused: removing an element as focus
              leaves a state makes a modal's focus trap (Radix FocusScope) take focus back to the
              dialog, so Tab could never leave the map inside the region picker. */}
          <use href={hovered ? href(hovered) : undefined} className={styles.hoverOutline} />
          <use href={focused ? href(focused) : undefined} className={styles.focusHalo} />
          <use href={focused ? href(focused) : undefined} className={styles.focusRing} />
        </g>

        <g aria-hidden="true">
          {usMapStateCodes.map((code) => {
            const { centre, callout } = usMapStates[code];
            if (!callout) return null;
            const [x, y] = callout;
            return (
              // A second pointer target for a state too small to hit; the state itself is the
              // control for the keyboard and assistive technology, so the chip is hidden from them.
              <g
                key={code}
                className={styles.chip}
                data-code={code}
                data-toggle={flag(Boolean(onToggle))}
                data-selected={flag(selectedCodes.has(code))}
                data-highlighted={flag(highlighted.includes(code))}
                data-hovered={flag(hovered === code)}
                data-focused={flag(focused === code)}
                onPointerEnter={() => enter(code)}
                onClick={() => {
                  controls.current.get(code)?.focus();
                  onToggle?.(code);
                }}
              >
                <line
                  className={styles.leader}
                  x1={centre[0]}
                  y1={centre[1]}
                  x2={x}
                  y2={y + usMapCallout.height / 2}
                />
                <rect
                  className={styles.chipBox}
                  x={x}
                  y={y}
                  width={usMapCallout.width}
                  height={usMapCallout.height}
                  rx={chipInset}
                />
                <rect
                  className={styles.chipSwatch}
                  style={fillStyle(fills?.[code])}
                  x={x + chipInset}
                  y={y + chipInset}
                  width={usMapCallout.height / 2}
                  height={usMapCallout.height / 2}
                />
                <text
                  className={styles.chipText}
                  x={x + (chipInset + usMapCallout.height / 2 + usMapCallout.width) / 2}
                  y={y + usMapCallout.height * 0.7}
                  fontSize={usMapCallout.height * 0.55}
                  textAnchor="middle"
                >
                  {code}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <VisuallyHidden id={hintId}>
        {onToggle
          ? 'Arrow keys move between states, a letter jumps to a state by name, and Enter or Space selects one.'
          : 'Arrow keys move between states, and a letter jumps to a state by name.'}
      </VisuallyHidden>
    </div>
  );
}

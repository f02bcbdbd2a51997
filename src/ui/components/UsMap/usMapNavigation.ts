import { usStates } from '#src/lib/forms/regions.ts';
import { usMapStates, type UsMapStateCode } from './usMapShapes.ts';

/** Every state and DC, alphabetical by name (the order of regions.ts, the sprite and the page). */
export const usMapStateCodes = Object.keys(usMapStates) as UsMapStateCode[];

const names = new Map(usStates.map((state) => [state.value, state.label]));

/** The full name of a state or DC ("Oregon"), from regions.ts. */
export function usStateName(code: UsMapStateCode): string {
  return names.get(code) ?? code;
}

/** Whether a string is the postal code of a state on the map (upper case, as regions.ts has them). */
export function isUsMapStateCode(code: string): code is UsMapStateCode {
  return Object.hasOwn(usMapStates, code);
}

export type UsMapDirection = 'up' | 'down' | 'left' | 'right';

/**
 * The state an arrow key moves to: the nearest one whose centre lies that way, within 45° either
 * side of it, with sideways distance counting double so the move stays in line (right from Kansas
 * is Missouri, not Iowa). Null at the edge of the map.
 */
export function stateInDirection(
  from: UsMapStateCode,
  direction: UsMapDirection,
): UsMapStateCode | null {
  const [x0, y0] = usMapStates[from].centre;
  let best: UsMapStateCode | null = null;
  let bestScore = Infinity;
  for (const code of usMapStateCodes) {
    const [x, y] = usMapStates[code].centre;
    const dx = x - x0;
    const dy = y - y0;
    const ahead = { up: -dy, down: dy, left: -dx, right: dx }[direction];
    const aside = Math.abs(direction === 'up' || direction === 'down' ? dx : dy);
    if (code === from || ahead <= 0 || aside > ahead) continue;
    const score = Math.hypot(ahead, 2 * aside);
    if (score < bestScore) [best, bestScore] = [code, score];
  }
  return best;
}

/**
 * Type-ahead: the next state after `from`, in alphabetical order and wrapping round, whose name
 * starts with `letter` (N from Nebraska goes to Nevada, then New Hampshire…). Null when none does.
 */
export function stateByLetter(from: UsMapStateCode, letter: string): UsMapStateCode | null {
  const start = usMapStateCodes.indexOf(from);
  const wanted = letter.toLocaleLowerCase('en-US');
  for (let step = 1; step <= usMapStateCodes.length; step += 1) {
    const code = usMapStateCodes[(start + step) % usMapStateCodes.length]!;
    if (usStateName(code).toLocaleLowerCase('en-US').startsWith(wanted)) return code;
  }
  return null;
}

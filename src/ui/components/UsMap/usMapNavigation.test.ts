import { describe, expect, it } from 'vitest';
import { usStates } from '#src/lib/forms/regions.ts';
import {
  stateByLetter,
  stateInDirection,
  usMapStateCodes,
  type UsMapDirection,
} from './usMapNavigation.ts';

const directions: UsMapDirection[] = ['up', 'down', 'left', 'right'];

describe('moving around the US map with the arrow keys', () => {
  it('has every state and DC of regions.ts, in its order', () => {
    expect(usMapStateCodes).toEqual(usStates.map((state) => state.value));
  });

  it('moves to the neighbour that lies that way', () => {
    expect(stateInDirection('KS', 'right')).toBe('MO');
    expect(stateInDirection('KS', 'up')).toBe('NE');
    expect(stateInDirection('KS', 'down')).toBe('OK');
    expect(stateInDirection('KS', 'left')).toBe('CO');
    expect(stateInDirection('CA', 'up')).toBe('OR');
    expect(stateInDirection('MD', 'down')).toBe('DC');
  });

  it('stays put at the edge of the map', () => {
    expect(stateInDirection('ME', 'right')).toBeNull();
    expect(stateInDirection('WA', 'up')).toBeNull();
  });

  it('reaches every state from every other one', () => {
    for (const start of usMapStateCodes) {
      const reached = new Set([start]);
      const queue = [start];
      while (queue.length > 0) {
        const at = queue.shift()!;
        for (const direction of directions) {
          const next = stateInDirection(at, direction);
          if (next && !reached.has(next)) {
            reached.add(next);
            queue.push(next);
          }
        }
      }
      expect(
        usMapStateCodes.filter((code) => !reached.has(code)),
        `from ${start}`,
      ).toEqual([]);
    }
  });

  it('jumps by the first letter of a name, wrapping round', () => {
    expect(stateByLetter('AL', 'w')).toBe('WA');
    expect(stateByLetter('WY', 'a')).toBe('AL');
    expect(stateByLetter('NE', 'N')).toBe('NV');
    expect(stateByLetter('OR', 'o')).toBe('OH');
    expect(stateByLetter('OR', 'q')).toBeNull();
  });
});

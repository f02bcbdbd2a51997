import { describe, expect, it } from 'vitest';
import {
  australianTerritories,
  canadianProvinces,
  usRegionOf,
  usRegions,
  usStateOptions,
  usStates,
} from './regions.ts';

describe('fixed region option data', () => {
  it('lists the fifty states and the District of Columbia by abbreviation', () => {
    expect(usStates).toHaveLength(51);
    expect(usStates.find((state) => state.value === 'OR')?.label).toBe('Oregon');
    expect(new Set(usStates.map((state) => state.value)).size).toBe(51);
  });

  it('lists 13 Canadian provinces and territories and 8 Australian states and territories', () => {
    expect(canadianProvinces).toHaveLength(13);
    expect(australianTerritories).toHaveLength(8);
  });

  it('puts every state in exactly one US region', () => {
    const grouped = Object.values(usRegions).flat();
    expect(grouped).toHaveLength(51);
    expect(new Set(grouped)).toEqual(new Set(usStates.map((state) => state.value)));
    expect(usRegionOf('tx')).toBe('South');
    expect(usRegionOf('ZZ')).toBeNull();
  });

  it('maps a saved full state name to its abbreviation', () => {
    expect(usStateOptions('oregon').value).toBe('OR');
    expect(usStateOptions('OR').options).toHaveLength(51);
  });

  it('keeps a saved value that is not a US state as the first option', () => {
    const { options, value } = usStateOptions('Ontario');
    expect(value).toBe('Ontario');
    expect(options[0]).toEqual({ value: 'Ontario', label: 'Ontario' });
    expect(options).toHaveLength(52);
  });

  it('chooses nothing when nothing is saved', () => {
    expect(usStateOptions(null).value).toBeUndefined();
  });
});

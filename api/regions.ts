import {
  australianTerritories,
  canadianProvinces,
  usStates,
  type RegionOption,
} from '#src/lib/forms/regions.ts';

// Countries, states and the region filter of the directory (docs/spec/platform.md §3: the fixed
// option data is shared with the site's forms).

export type Country = 'US' | 'CA' | 'AU';
export const countries: readonly Country[] = ['US', 'CA', 'AU'];

const regionsOf: Record<Country, readonly RegionOption[]> = {
  US: usStates,
  CA: canadianProvinces,
  AU: australianTerritories,
};

/** The code of a state, province or territory of `country`, by code or name (any case), or null. */
export function stateCode(country: Country, state: string | null | undefined): string | null {
  const wanted = state?.trim().toLowerCase();
  if (!wanted) return null;
  const match = regionsOf[country].find(
    (option) => option.value.toLowerCase() === wanted || option.label.toLowerCase() === wanted,
  );
  return match?.value ?? null;
}

/**
 * The country a state belongs to, by code or name: a US state first (so 'WA' is Washington), then a
 * Canadian province, then an Australian territory; null when it is none of them.
 */
export function countryOfState(state: string | null | undefined): Country | null {
  return countries.find((country) => stateCode(country, state) !== null) ?? null;
}

/** The country words of the region filter. */
export const regionCountries = { canada: 'CA', australia: 'AU' } as const satisfies Record<
  string,
  Country
>;

/**
 * A region filter: US states (matched by code or by full name, upper-cased) and whole countries.
 * `null` when a value is neither a US state code nor `canada` / `australia`.
 */
export interface RegionFilter {
  /** Upper-cased codes and names of the US states asked for ('OR', 'OREGON'). */
  usStates: string[];
  countries: Country[];
}

export function readRegionFilter(values: string[]): RegionFilter | null {
  const filter: RegionFilter = { usStates: [], countries: [] };
  for (const raw of values) {
    const value = raw.trim().toLowerCase();
    if (!value) continue;
    if (value in regionCountries) {
      const country = regionCountries[value as keyof typeof regionCountries];
      if (!filter.countries.includes(country)) filter.countries.push(country);
      continue;
    }
    const state = usStates.find((option) => option.value.toLowerCase() === value);
    if (!state) return null;
    filter.usStates.push(state.value, state.label.toUpperCase());
  }
  return filter;
}

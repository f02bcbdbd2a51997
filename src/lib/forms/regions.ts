// Fixed option data of the specification (docs/spec/platform.md §3): US states, Canadian provinces,
// Australian territories and the US region groupings. Values are the postal abbreviations.

export interface RegionOption {
  value: string;
  label: string;
}

const options = (entries: Record<string, string>): RegionOption[] =>
  Object.entries(entries).map(([value, label]) => ({ value, label }));

/** The fifty states and the District of Columbia, alphabetical by name. */
export const usStates: readonly RegionOption[] = options({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
});

export const canadianProvinces: readonly RegionOption[] = options({
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
});

export const australianTerritories: readonly RegionOption[] = options({
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
});

/** The US region groupings (the US Census Bureau's four regions), by state abbreviation. */
export const usRegions = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  South: [
    'DE',
    'DC',
    'FL',
    'GA',
    'MD',
    'NC',
    'SC',
    'VA',
    'WV',
    'AL',
    'KY',
    'MS',
    'TN',
    'AR',
    'LA',
    'OK',
    'TX',
  ],
  West: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
} as const satisfies Record<string, readonly string[]>;

export type UsRegion = keyof typeof usRegions;

/** The region a state belongs to (by abbreviation, any case), or null. */
export function usRegionOf(state: string): UsRegion | null {
  const code = state.trim().toUpperCase();
  for (const [region, states] of Object.entries(usRegions)) {
    if ((states as readonly string[]).includes(code)) return region as UsRegion;
  }
  return null;
}

/**
 * The US state options for a form, with a saved value that is not among them (a full name, an old
 * entry) kept at the top so a form never drops what the person has. A saved full name ("Oregon")
 * maps to its abbreviation.
 */
export function usStateOptions(selected?: string | null): {
  options: RegionOption[];
  value: string | undefined;
} {
  const list = [...usStates];
  const saved = selected?.trim();
  if (!saved) return { options: list, value: undefined };
  const match = list.find(
    (state) =>
      state.value.toLowerCase() === saved.toLowerCase() ||
      state.label.toLowerCase() === saved.toLowerCase(),
  );
  if (match) return { options: list, value: match.value };
  return { options: [{ value: saved, label: saved }, ...list], value: saved };
}

/** A country whose regions a form offers: its code (stored on an address) and its regions. */
export interface RegionCountry {
  /** ISO 3166-1 alpha-2, as `ProviderAddressWire.country` holds it. */
  code: 'US' | 'CA' | 'AU';
  label: string;
  regions: readonly RegionOption[];
}

/** The states, provinces and territories a business address may be in, grouped by country. */
export const regionCountries: readonly RegionCountry[] = [
  { code: 'US', label: 'United States', regions: usStates },
  { code: 'CA', label: 'Canada', regions: canadianProvinces },
  { code: 'AU', label: 'Australia', regions: australianTerritories },
];

/**
 * The region of a saved state (by abbreviation or full name, any case) and country. Without a
 * known country the US comes first, then Canada, then Australia (WA is Washington unless the address
 * says Australia). Null when nothing matches.
 */
export function findRegion(
  state: string | null | undefined,
  country?: string | null,
): { country: RegionCountry['code']; region: RegionOption } | null {
  const saved = state?.trim().toLowerCase();
  if (!saved) return null;
  const wanted = country?.trim().toUpperCase();
  const countries = regionCountries.filter((entry) => !wanted || entry.code === wanted);
  for (const entry of countries.length > 0 ? countries : regionCountries) {
    const region = entry.regions.find(
      (option) => option.value.toLowerCase() === saved || option.label.toLowerCase() === saved,
    );
    if (region) return { country: entry.code, region };
  }
  return null;
}

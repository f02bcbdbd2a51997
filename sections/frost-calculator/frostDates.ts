/** A US zip code as the lookup takes it: exactly five digits (docs/spec/features.md §5). */
export function isZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** What the zip field keeps of what was typed: its digits, at most five. */
export function zipInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 5);
}

/** The `zip` of the page's query, used only when it is a zip (numeric, five long). */
export function zipFromQuery(value: string | null): string | null {
  return value !== null && isZip(value) ? value : null;
}

/** Metres to whole feet (× 3.28084, rounded). */
export function altitudeInFeet(metres: number): number {
  return Math.round(metres * 3.28084);
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A `day/month` frost date as people read it, e.g. `12/04` → 'April 12'; other text as it came. */
export function readableFrostDate(dayMonth: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(dayMonth.trim());
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[1])}` : dayMonth;
}

/** What each completeness code of the NOAA normals means (docs/spec/features.md §9). */
export const completenessMeaning = {
  S: 'standard: 24 or more years of records',
  R: 'representative: 10 or more years',
  P: 'provisional: 10 or more years, with gaps that could not be filled',
  E: 'estimated: 2 or more years',
} as const;

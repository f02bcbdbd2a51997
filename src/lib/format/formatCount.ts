const pluralRules = new Intl.PluralRules('en-US');

/** A noun's two English forms: `{ one: 'designer', other: 'designers' }`. */
export interface NounForms {
  one: string;
  other: string;
}

/**
 * A count with its noun in the form the count takes: 1 → "1 designer", 0 or 12 → "0 designers",
 * "12 designers". Every count the site shows goes through here, so no "1 designers" slips through.
 */
export function formatCount(count: number, noun: NounForms): string {
  return `${count.toLocaleString('en-US')} ${pluralRules.select(count) === 'one' ? noun.one : noun.other}`;
}

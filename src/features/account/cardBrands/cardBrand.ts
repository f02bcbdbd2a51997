/** The card brands the product draws an icon for (docs/spec/platform.md §3), plus a generic card. */
export const cardBrands = [
  'visa',
  'mastercard',
  'american-express',
  'jcb',
  'discover',
  'maestro',
  'cirrus',
  'generic',
] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  maestro: 'Maestro',
  cirrus: 'Cirrus',
  generic: 'Card',
};

const aliases: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'master card': 'mastercard',
  'american express': 'american-express',
  americanexpress: 'american-express',
  amex: 'american-express',
  jcb: 'jcb',
  discover: 'discover',
  maestro: 'maestro',
  cirrus: 'cirrus',
};

/**
 * The icon for the brand a card provider names, in any case and spelling it uses
 * ('Visa', 'American Express', 'amex', 'american_express'); any other brand gets the generic card.
 */
export function cardBrandOf(brand: string | null | undefined): CardBrand {
  const key = (brand ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return aliases[key] ?? 'generic';
}

/** How the brand reads: its proper name, or the provider's own word for a brand without an icon. */
export function cardBrandLabel(brand: string | null | undefined): string {
  const known = cardBrandOf(brand);
  if (known !== 'generic') return cardBrandLabels[known];
  const own = (brand ?? '').trim();
  return own ? own.replace(/\b\w/g, (letter) => letter.toUpperCase()) : cardBrandLabels.generic;
}

import type { ProviderWire } from '#src/lib/api/types.ts';

/** 'Portland, OR' from the first address with a city or a state; null without one. */
export function providerLocation(provider: Pick<ProviderWire, 'addresses'>): string | null {
  for (const address of provider.addresses ?? []) {
    const parts = [address.city, address.state].map((part) => part?.trim()).filter(Boolean);
    if (parts.length > 0) return parts.join(', ');
  }
  return null;
}

/** A named property ('website', 'certifications'), trimmed; null when blank or missing. */
export function providerProperty(provider: Pick<ProviderWire, 'properties'>, name: string) {
  const found = (provider.properties ?? []).find((property) => property.name === name);
  const text = typeof found?.property === 'string' ? found.property.trim() : '';
  return text || null;
}

/** A website as a link: 'greenrow.example' becomes 'https://greenrow.example'; anything unsafe is none. */
export function websiteHref(website: string | null): string | null {
  if (!website) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The one-line street address of the first address: '1420 SE Alder St, Portland, OR 97214'. */
export function streetAddress(provider: Pick<ProviderWire, 'addresses'>): string | null {
  const first = provider.addresses?.[0];
  if (!first) return null;
  const region = [first.state, first.postal_code].map((part) => part?.trim()).filter(Boolean);
  const parts = [first.address, first.city, region.join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The path of a business profile: by slug (links elsewhere may use the id; both resolve). */
export function businessPath(provider: Pick<ProviderWire, 'id' | 'slug'>): string {
  return `/businesses/${encodeURIComponent(provider.slug || String(provider.id))}`;
}

/**
 * The header the site's own server (scripts/serve.mjs) sets on every request to the address the
 * request came from. It overwrites whatever a client sent under that name, so a page can trust it;
 * X-Forwarded-For is honoured only when TRUST_PROXY names the proxies in front of the site.
 */
export const clientAddressHeader = 'x-trellis-client-address';

/**
 * The address a request came from, for throttling and logs; null where no such server stands in
 * front (`npm run dev`, unit tests), and callers then count per account only.
 */
export function clientAddress(request: Request): string | null {
  const value = request.headers.get(clientAddressHeader)?.trim();
  return value ? value.slice(0, 64) : null;
}

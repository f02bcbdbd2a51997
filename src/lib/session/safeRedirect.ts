/**
 * The one rule for every redirect target the site takes from a request: the logout's `to`, the
 * login-redirect cookie, the address an impersonation link leaves for, any `redirect` parameter.
 *
 * A target is kept only when a browser, resolving it against the site's address, stays on the site.
 * Browsers forgive a great deal while parsing: they turn `\` into `/`, drop tabs and new lines
 * anywhere, trim control characters and spaces at both ends, and read `//host` as another host. So
 * anything with a backslash or a control character is refused outright (no path of ours needs
 * them), the rest is parsed as the browser parses it, and what is returned is the parsed path
 * re-serialized — never the raw input — so what we checked is what the browser gets.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > maxLength) {
    return fallback;
  }
  // A path of the site only: `/x`, never `//x`, `/\x`, `x`, `javascript:`, `https:x` and the like.
  if (target[0] !== '/' || target[1] === '/' || unsafeCharacter.test(target)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(target, probeOrigin);
  } catch {
    return fallback;
  }
  if (parsed.origin !== probeOrigin) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments can leave two slashes in front (`/.//x` parses to the path `//x`), which a
  // browser would read as another host in a Location header.
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  return path;
}

const maxLength = 2048;
/** An origin no real request has: resolving against it shows whether a target leaves the site. */
const probeOrigin = 'http://site.invalid';
/** Backslashes and every C0 control, DEL and the C1 controls; also the Unicode line separators. */
// eslint-disable-next-line no-control-regex
const unsafeCharacter = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

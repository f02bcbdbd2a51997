/**
 * The players and maps an embed section may frame: the `frame-src` of the pages' Content-Security-Policy
 * (site/server/securityHeaders.server.ts) names exactly these, and the sanitizer turns any other frame
 * into a link instead (docs/decisions/026). A source ending in `/` covers the paths under it; one without
 * covers that path only — the way CSP matches a source with a path.
 */
export const embedFrameSources: readonly string[] = [
  'https://www.youtube-nocookie.com/embed/',
  'https://www.youtube.com/embed/',
  'https://player.vimeo.com/video/',
  'https://www.google.com/maps/embed',
  'https://www.google.com/maps/embed/',
];

/** Whether a frame's address is one the policy lets the page load (an https address on the list). */
export function isAllowedFrameSource(
  address: string,
  sources: readonly string[] = embedFrameSources,
): boolean {
  const url = parsed(address);
  if (!url || url.username || url.password) return false;
  // The origin carries the scheme: every listed source is https.
  const page = url.origin + url.pathname;
  return sources.some((source) =>
    source.endsWith('/') ? page.startsWith(source) : page === source,
  );
}

const parsed = (address: string) => {
  try {
    return new URL(address.trim());
  } catch {
    return null;
  }
};

/** Frames must have a name for screen readers; the CMS often leaves it out. */
export const untitledFrameName = 'Embedded content';

/**
 * Sanitized embed HTML with every frame the policy would block turned into a link to its page, named
 * by its title or its host, so the page neither shows a broken frame nor reports a violation. The HTML
 * is taken apart in a `<template>`, whose content is inert: no frame starts loading there. A frame
 * without an address is left as it is (it loads nothing).
 */
export function framesWithinPolicy(html: string, doc: Document): string {
  if (!/<iframe/i.test(html)) return html;
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const frame of template.content.querySelectorAll('iframe')) {
    const src = frame.getAttribute('src');
    if (src === null || isAllowedFrameSource(src)) continue;
    const address = parsed(src);
    if (!address) {
      frame.removeAttribute('src');
      continue;
    }
    const link = doc.createElement('a');
    link.href = address.href;
    link.textContent = `${frame.title.trim() || untitledFrameName} (${address.host})`;
    frame.replaceWith(link);
  }
  return template.innerHTML;
}

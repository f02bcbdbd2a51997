/** What `parseYouTubeId` gives back when the url holds no usable video id (spec: docs/spec/features.md). */
export const invalidYouTubeId = 'error';

const videoId = /^[A-Za-z0-9_-]{11}$/;
const youTubeHosts = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);
/** Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID, /e/ID. */
const idSegments = new Set(['embed', 'shorts', 'live', 'v', 'e']);

function toUrl(input: string): URL | null {
  // People paste urls without a scheme ("youtu.be/…", "www.youtube.com/watch?v=…").
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function checked(candidate: string | null | undefined): string {
  return candidate && videoId.test(candidate) ? candidate : invalidYouTubeId;
}

/**
 * The 11-character id of a YouTube video from the url an editor pasted: `watch?v=`, `youtu.be/`,
 * `/embed/`, `/shorts/`, `/live/` on the www, m. and music. hosts (and youtube-nocookie.com), with
 * any extra query parameters or fragment. A bare id is taken as it is. Anything else gives "error".
 */
export function parseYouTubeId(url: string): string {
  const input = url.trim();
  if (videoId.test(input)) return input;

  const parsed = toUrl(input);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    return invalidYouTubeId;

  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') return checked(segments[0]);
  if (!youTubeHosts.has(host)) return invalidYouTubeId;

  const [first, second] = segments;
  if (first === 'watch' && segments.length === 1) return checked(parsed.searchParams.get('v'));
  if (first !== undefined && idSegments.has(first)) return checked(second);
  return invalidYouTubeId;
}

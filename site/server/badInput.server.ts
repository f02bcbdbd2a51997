import { data } from 'react-router';

// Requests the site cannot read are refused before any loader or action sees them (the root's
// middleware, site/root.tsx): an address that is not a path, and a body that is not a form. The
// browser's door to the API (/api/…) keeps its own rules (site/server/proxy.server.ts).

/**
 * The most a form sent to one of the site's own actions may weigh. None of them takes a file: every
 * upload goes to the API through the door, with the specification's limits (docs/spec/platform.md §9).
 */
export const formBodyLimit = 1024 * 1024;

/** The longest path (decoded) the site answers; a content page's slug is shorter still (loadPage). */
export const pathLengthLimit = 1024;

/** What the site answers for each refusal (no wording in the specification names these cases). */
export const badInputWording = {
  notFound: 'This page could not be found',
  badAddress: 'This address could not be read.',
  unreadable: 'The form could not be read. Please try again from its page.',
  tooLarge: 'The form is too large to send.',
  unsupported:
    'The form could not be read: it must be sent as application/x-www-form-urlencoded or multipart/form-data.',
} as const;

export interface BadInput {
  status: 400 | 404 | 413 | 415;
  message: string;
}

// C0 and C1 controls and DEL: no page, slug or route parameter has them, and some (NUL) make the
// API's database fail.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a URL's path is one the site can route: well-formed percent-encoding, no controls. */
export function readablePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return decoded.length <= pathLengthLimit && !controlCharacters.test(decoded);
}

/**
 * Whether a query string can be passed on: no parameter holds a NUL, which the API's database
 * refuses with a server error (other characters are the page's to judge).
 */
export function readableQuery(search: string): boolean {
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.includes('\0') || value.includes('\0')) return false;
  }
  return true;
}

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** The media type of a Content-Type header, lower case, without its parameters. */
function mediaType(contentType: string | null): string | null {
  const type = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return type || null;
}

/**
 * The body's bytes, or null when it is longer than `limit`: counted as they arrive, so a long body
 * is never held whole (the rest is left unread).
 */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number) {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a copy's cancel settles only once the request's own body is cancelled too.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Why the body of a form post cannot be read, or null when `request.formData()` will read it: a
 * type other than a web form's (415), more than `formBodyLimit` bytes (413, from Content-Length or
 * while reading), or a form that does not parse, such as multipart without its boundary (400). The
 * request's own body is left for the action: the check reads a copy.
 */
export async function formBodyProblem(
  request: Request,
  limit = formBodyLimit,
): Promise<BadInput | null> {
  const contentType = request.headers.get('Content-Type');
  const type = mediaType(contentType);
  if (!type || !formTypes.has(type)) {
    return { status: 415, message: badInputWording.unsupported };
  }
  const length = request.headers.get('Content-Length');
  if (length !== null && Number(length) > limit) {
    return { status: 413, message: badInputWording.tooLarge };
  }
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readAtMost(request.clone().body, limit);
  } catch {
    // The body ended early (the client went away mid-way).
    return { status: 400, message: badInputWording.unreadable };
  }
  if (!bytes) return { status: 413, message: badInputWording.tooLarge };
  try {
    await new Response(bytes, { headers: { 'Content-Type': contentType! } }).formData();
  } catch {
    return { status: 400, message: badInputWording.unreadable };
  }
  return null;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path the routes see: a client navigation's `.data` request names its page with a suffix. */
function routePath(url: URL): string {
  if (url.pathname === '/_root.data') return '/';
  return url.pathname.replace(/\.data$/, '').replace(/(.)\/+$/, '$1');
}

// Routes match without regard to case, so these do too.
/** The browser's door to the API: its own checks (site/server/proxy.server.ts). */
const isDoor = (path: string) => /^\/api(\/|$)/i.test(path);
/** Routes that read no body and pass no query parameter to the API. */
const takesNoInput = (path: string) => /^\/logout$/i.test(path);
/** Routes that answer JSON (the inline sign-in): they get their refusal as JSON too. */
const answersJson = (path: string) => /^\/session(\/|$)/i.test(path);

function wantsJson(request: Request): boolean {
  const accept = request.headers.get('Accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * The root's middleware: refuses what the site cannot read before a loader, an action or the API sees
 * it. A path with broken percent-encoding, a control character or no end answers 404; a query with a
 * NUL, 400; a form post (any unsafe method) whose body is not a readable web form of at most
 * `formBodyLimit`, 415, 413 or 400. /logout reads neither its body nor passes its query on (its `to`
 * goes through safeRedirectPath): only its path is checked. Pages get the error page with the
 * message; the JSON endpoints and requests that accept only JSON get `{ message }`. A page's `.data`
 * request (a client navigation) gets the error in React Router's own encoding, which its client
 * shows as the error page. The door to the API is left to its own checks.
 */
export async function refuseBadInput(
  request: Request,
  next: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const path = routePath(url);
  if (isDoor(path)) return next();
  let problem: BadInput | null = null;
  if (!readablePath(url.pathname)) {
    problem = { status: 404, message: badInputWording.notFound };
  } else if (!takesNoInput(path)) {
    if (!readableQuery(url.search)) {
      problem = { status: 400, message: badInputWording.badAddress };
    } else if (unsafeMethods.has(request.method.toUpperCase())) {
      problem = await formBodyProblem(request);
    }
  }
  if (!problem) return next();
  if (answersJson(path) || wantsJson(request)) {
    return Response.json({ message: problem.message }, { status: problem.status });
  }
  throw data({ message: problem.message }, { status: problem.status });
}

import { accountImageMaxBytes, accountImageMessages } from '#src/features/account/uploadImage.ts';
import {
  designerInquiryImageBytes,
  designFileLimits,
  messageFileBytes,
  messageFileTooLarge,
} from '#src/lib/api/types.ts';

/**
 * The API calls the browser makes through the site's `/api` door (site/server/proxy.server.ts), and
 * nothing else: any other method or path is answered 404 without reaching the API. The calls were
 * taken from the browser's code (the API client of src/lib/api/client.ts with base `/api`, the uploads'
 * XMLHttpRequests, the store client, the links and images that point at `/api/…`) and checked
 * against docs/api.md. Calls that hand out a login token (POST /login, POST /users, the password
 * resets, impersonation) and the reference API's development paths (`/dev/…`) are not here, so they
 * never pass in any spelling: the site server makes those calls itself, or nobody does.
 *
 * Adding a call the browser makes: one entry here, with the body it takes (docs/security.md).
 */

/** What a path parameter may be, checked after percent-decoding. */
const parameters = {
  /** A record's number (`idParam` of the API). */
  id: /^\d{1,9}$/,
  /** An unguessable key, a slug, a store handle, a plan's id: letters, digits, `_` and `-`. */
  key: /^[\w-]{1,128}$/,
  /** A file name in the API's media folder. */
  file: /^\w[\w.-]{0,127}$/,
  /** Something a person typed (a discount code) or a payment source: anything but a path. */
  // eslint-disable-next-line no-control-regex
  text: /^[^/\\\u0000-\u001f\u007f]{1,128}$/,
} as const;
type ParameterKind = keyof typeof parameters;

/** Body types by their media type (parameters such as `charset` or `boundary` aside). */
export const bodyTypes = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
} as const;
export type BodyType = keyof typeof bodyTypes;

/** The largest JSON body the door takes: the API's own JSON limit (`express.json({ limit: '1mb' })`). */
export const jsonBodyLimit = 1024 * 1024;
/** Room for a multipart form's boundaries and its text fields beside the file. */
const formRoom = 256 * 1024;

export interface DoorCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * The API's path: `:id`, `:key`, `:file` and `:text` name a parameter (see `parameters`); a
   * parameter may end a segment with a fixed suffix (`:key.js`). A trailing slash is the API's own.
   */
  path: string;
  /** The bodies an unsafe call takes (an empty body always passes). Default: JSON. */
  accepts?: readonly BodyType[];
  /** The largest body, in bytes. Default: `jsonBodyLimit`. */
  maxBytes?: number;
  /** For an upload: the field and the specification's message of a file that is too large. */
  tooLarge?: { field: string; message: string };
}

const upload = (
  fileBytes: number,
  tooLarge: { field: string; message: string },
): Pick<DoorCall, 'accepts' | 'maxBytes' | 'tooLarge'> => ({
  accepts: ['multipart'],
  // The file's own limit plus the form around it: the API checks the file itself and answers with
  // its field's message; the door only refuses what no upload of this kind can be.
  maxBytes: fileBytes + formRoom,
  tooLarge,
});

/* prettier-ignore */
export const doorCalls: readonly DoorCall[] = [
  /* ── Files the pages link to or show ──────────────────────────────────────────────────────── */
  // Demo pictures, product pictures and avatars (`<img src="/api/media/…">`, og:image).
  { method: 'GET', path: '/media/:file' },
  // Uploaded images (avatars, garden and business pictures): the address an upload answers.
  { method: 'GET', path: '/images/:id' },
  // A design's files (`?download=1` to save one): the link and picture of the design pages.
  { method: 'GET', path: '/design-files/:key' },
  // A project message's attachment: the link in the conversation.
  { method: 'GET', path: '/message-files/:key' },

  /* ── Reading ──────────────────────────────────────────────────────────────────────────────── */
  // The signed-in person's account (the page has it from the server; a script may ask again).
  { method: 'GET', path: '/account' },
  // Designers' names for the design testimonials section (`?ids=2,7`).
  { method: 'GET', path: '/users' },
  // A designer: the booking section.
  { method: 'GET', path: '/users/:id' },
  // The person's orders (the order history's list, refreshed in the browser).
  { method: 'GET', path: '/users/:id/orders' },
  // The person's saved cards: the payments page and the checkout.
  { method: 'GET', path: '/users/:id/payment-sources' },
  // A designer's availability and bookings: the booking calendar and the availability manager.
  { method: 'GET', path: '/users/:id/all-available-times' },
  { method: 'GET', path: '/users/:id/available-times' },
  { method: 'GET', path: '/users/:id/bookings' },
  // Coaching and design products: the booking and garden design sections.
  { method: 'GET', path: '/products' },
  // A discount code typed at the checkout.
  { method: 'GET', path: '/discounts/tokens/:text' },
  // Stripe's publishable key: the checkout's new-card form.
  { method: 'GET', path: '/stripe' },
  // The proration of a plan change: the subscription manager asks before changing.
  { method: 'GET', path: '/subscriptions/prorate' },
  // The design questionnaire (a survey).
  { method: 'GET', path: '/surveys/:id' },
  // A design's project messages: the recipients, the conversations and older messages of one.
  { method: 'GET', path: '/designs/:id/recipients' },
  { method: 'GET', path: '/designs/:id/conversations' },
  { method: 'GET', path: '/designs/:id/conversations/:id' },
  // Submitted gardens: the garden card and gallery sections, and the person's own on the form.
  { method: 'GET', path: '/gardens' },
  // The card grid's filters.
  { method: 'GET', path: '/expertises' },
  { method: 'GET', path: '/tags' },
  { method: 'GET', path: '/topics' },
  // Courses of the content grid section.
  { method: 'GET', path: '/courses' },
  // A quiz section's questions.
  { method: 'GET', path: '/quizzes/:id' },
  // The podcast sections.
  { method: 'GET', path: '/podcasts' },
  { method: 'GET', path: '/podcasts/:id' },
  // The frost calculator.
  { method: 'GET', path: '/frost-calc' },

  /* ── Changing: the site's own pages only (origin checked), JSON unless said ───────────────── */
  // A socket ticket for the live project messages: the bearer token stays on the server.
  { method: 'POST', path: '/realtime/ticket' },
  // The e-mail sign-up forms (footer and opt-in section).
  { method: 'POST', path: '/opt-in' },
  // Cards of a card grid, content grid, provider card and the designer list (the API's own slash).
  { method: 'POST', path: '/gimme-dat/' },
  // A favourite designer, on and off.
  { method: 'POST', path: '/coaches/favorite/:id' },
  // A quiz's answers.
  { method: 'POST', path: '/quizzes/:id/results' },
  // The designer inquiry, with its garden image.
  { method: 'POST', path: '/forms/designer_inquiry', ...upload(designerInquiryImageBytes, { field: 'gardenImage', message: 'File size exceeds 5MB. Please choose a smaller file.' }) },
  // An image (avatar, garden, business): `?model=…`.
  { method: 'POST', path: '/images', ...upload(accountImageMaxBytes, { field: 'image', message: accountImageMessages.size }) },
  // The person's profile (the avatar is saved from the page).
  { method: 'PUT', path: '/users/:id' },
  // Removing a saved card.
  { method: 'DELETE', path: '/users/:id/payment-sources/:text' },
  // A designer's availability windows and Go Live.
  { method: 'POST', path: '/users/:id/available-times' },
  { method: 'POST', path: '/users/:id/available-now' },
  { method: 'PUT', path: '/users/:id/available-now' },
  // The person's submitted gardens.
  { method: 'POST', path: '/users/:id/gardens' },
  { method: 'PUT', path: '/users/:id/gardens/:id' },
  { method: 'DELETE', path: '/users/:id/gardens/:id' },
  // The checkout.
  { method: 'POST', path: '/orders' },
  // A business's subscription: subscribe, change plan, cancel, change its card.
  { method: 'POST', path: '/orders/subscriptions' },
  { method: 'PUT', path: '/orders/subscriptions' },
  { method: 'PUT', path: '/orders/subscriptions/cancel' },
  { method: 'PUT', path: '/providers/:id/subscriptions/:key' },
  // The design questionnaire's answers, new or changed.
  { method: 'POST', path: '/surveys/results/:id' },
  { method: 'POST', path: '/surveys/results/:id/:id' },
  // A design: its details, its designer and call.
  { method: 'PUT', path: '/designs/:id' },
  // A design's files: upload (multipart), describe, remove.
  { method: 'POST', path: '/designs/:id/upload', ...upload(designFileLimits.bytes, { field: 'file', message: 'File size exceeds 5MB. Please choose a smaller file.' }) },
  { method: 'PUT', path: '/designs/:id/upload/:id' },
  { method: 'DELETE', path: '/designs/:id/upload/:id' },
  // Project messages: a new conversation (JSON), then messages and "seen" (multipart, a file or not).
  { method: 'POST', path: '/designs/:id/conversations' },
  { method: 'POST', path: '/designs/:id/conversations/:id', ...upload(messageFileBytes, { field: 'file', message: messageFileTooLarge }) },

  /* ── The stand-in store (SHOP_URL is `/api/shop` by default) ──────────────────────────────── */
  // The store's own pages the Shop links open (HTML).
  { method: 'GET', path: '/shop/' },
  { method: 'GET', path: '/shop/collections/all' },
  { method: 'GET', path: '/shop/products/:key' },
  { method: 'GET', path: '/shop/policies/refund-policy' },
  // A product's JSON: the shop product sections.
  { method: 'GET', path: '/shop/products/:key.js' },
  // The cart, and adding to it: a form body, as the real store takes it without a CORS preflight.
  { method: 'GET', path: '/shop/cart.json' },
  { method: 'POST', path: '/shop/cart/add.json', accepts: ['form', 'json'] },
  // The footer's menus (a shared answer: site/server/proxy.server.ts).
  { method: 'GET', path: '/shop/navigation-api/:key' },
];

/* ── Matching ──────────────────────────────────────────────────────────────────────────────── */

type Segment = { literal: string } | { parameter: ParameterKind; suffix: string };

interface CompiledCall {
  call: DoorCall;
  segments: Segment[];
  trailingSlash: boolean;
}

function compile(call: DoorCall): CompiledCall {
  const parts = call.path.split('/').slice(1);
  const trailingSlash = parts.at(-1) === '';
  if (trailingSlash) parts.pop();
  const segments = parts.map((part): Segment => {
    const named = /^:(\w+)(.*)$/.exec(part);
    if (!named) return { literal: part };
    const kind = named[1] as ParameterKind;
    if (!(kind in parameters)) throw new Error(`Unknown parameter ${part} in ${call.path}`);
    return { parameter: kind, suffix: named[2] ?? '' };
  });
  return { call, segments, trailingSlash };
}

const compiled = doorCalls.map(compile);

/** Control characters (NUL among them) and the backslash some servers read as a slash. */
// eslint-disable-next-line no-control-regex
const forbiddenInSegment = /[\\\u0000-\u001f\u007f]/;

/**
 * The segments of a request path (still percent-encoded, as the request line had it), decoded once.
 * Null for anything a browser following a page's link or script never sends: an encoded slash or
 * backslash, control characters, a `%` left after decoding (double encoding), a malformed escape,
 * or a dot segment. Repeated slashes and a trailing slash are dropped (the call's path says whether
 * the API wants one).
 */
export function pathSegments(rawPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('/') || segment.includes('%') || forbiddenInSegment.test(segment)) {
      return null;
    }
    // Browsers resolve `.` and `..` before sending: only a hand-made request has them.
    if (segment === '.' || segment === '..') return null;
    segments.push(segment);
  }
  return segments;
}

function matchSegment(segment: Segment, value: string): string | null {
  if ('literal' in segment) {
    return value.toLowerCase() === segment.literal.toLowerCase() ? segment.literal : null;
  }
  const { parameter, suffix } = segment;
  let name = value;
  if (suffix) {
    if (!value.toLowerCase().endsWith(suffix.toLowerCase())) return null;
    name = value.slice(0, -suffix.length);
  }
  return parameters[parameter].test(name) ? `${encodeURIComponent(name)}${suffix}` : null;
}

export interface DoorMatch {
  call: DoorCall;
  /** The API path to forward: fixed segments as the API spells them, parameters encoded again. */
  path: string;
}

/**
 * The allowed call a request names, or null. `rawPath` is the request's whole path as sent (`/api/…`,
 * still percent-encoded); fixed segments match in any case, and HEAD is answered like GET.
 */
export function findDoorCall(method: string, rawPath: string): DoorMatch | null {
  const segments = pathSegments(rawPath);
  if (!segments || segments[0]?.toLowerCase() !== 'api') return null;
  const rest = segments.slice(1);
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  for (const { call, segments: pattern, trailingSlash } of compiled) {
    if (call.method !== wanted || pattern.length !== rest.length) continue;
    const canonical: string[] = [];
    for (const [index, segment] of pattern.entries()) {
      const value = matchSegment(segment, rest[index]!);
      if (value === null) break;
      canonical.push(value);
    }
    if (canonical.length !== pattern.length) continue;
    return { call, path: `/${canonical.join('/')}${trailingSlash ? '/' : ''}` };
  }
  return null;
}

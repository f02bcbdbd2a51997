// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formBodyLimit } from './badInput.server.ts';
import {
  apiOutcomes,
  fakeFormsApi,
  openOrder,
  sessionCookie,
  type ApiOutcome,
  type Person,
} from './testing/formsApi.ts';
import { siteRequestHandler } from './testing/siteRequestHandler.ts';

// Random requests to every action of the site — random content types, bodies and fields — through
// the site's whole request handler: none is answered with a 5xx, and none leaves a rejected promise
// behind. The fake API answers every call that changes something in one of its ways (accepted,
// invalid, refused, no such user), so the actions get past their checks too.

const site = 'http://site.test';

interface Endpoint {
  /** The route whose action this reaches (the id React Router gives it). */
  route: string;
  path: string;
  as?: Person;
}

const endpoints: Endpoint[] = [
  { route: 'routes/login', path: '/login' },
  { route: 'routes/register', path: '/register' },
  { route: 'routes/forgot-password', path: '/forgot-password' },
  { route: 'routes/reset-password', path: '/reset-password?email=casey%40trellis.test&token=t' },
  { route: 'routes/welcome', path: '/welcome?email=new%40trellis.test&token=t' },
  { route: 'routes/session.$kind', path: '/session/login' },
  { route: 'routes/session.$kind', path: '/session/register' },
  { route: 'routes/session.$kind', path: '/session/other' },
  { route: 'routes/logout', path: '/logout?to=/%0A/x', as: 'customer' },
  { route: 'routes/account', path: '/account?index', as: 'customer' },
  { route: 'routes/account.coaching', path: '/account/coaching', as: 'coach' },
  { route: 'routes/account.business', path: '/account/business', as: 'owner' },
  { route: 'routes/account.business', path: '/account/business', as: 'customer' },
  {
    route: 'routes/account.orders.$uuid.questionnaire',
    path: `/account/orders/${openOrder.uuid}/questionnaire`,
    as: 'customer',
  },
  { route: 'routes/directory-application', path: '/directory-application', as: 'customer' },
  // Pages without an action, and the content pages: a form sent to them is refused too.
  { route: 'routes/submit-your-garden', path: '/submit-your-garden', as: 'customer' },
  { route: 'page', path: '/about' },
];

/** Field names the forms read, names that look like object keys, and anything at all. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'email',
    'password',
    'password_confirmation',
    'first_name',
    'last_name',
    'timezone',
    'name',
    'description',
    'city',
    'state',
    'country',
    'postal_code',
    'expertises',
    'portfolio_id',
    'portfolio_image',
    'logo',
    'coach_zoom_only',
    `answers.${openOrder.product.survey_id}`,
    'answers.1',
    'answers.__proto__',
    '__proto__',
    'constructor',
    'toString',
    'email[]',
    'user[email]',
  ),
  fc.string({ maxLength: 24 }),
);

const fieldValue = fc.oneof(
  fc.constantFrom('', ' ', 'on', 'casey@trellis.test', 'trellis-demo-1', '1', '-1', 'NaN', '{}'),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.integer().map(String),
);

/** A file where text is expected, now and then (multipart only). */
const file = fc.oneof(
  { arbitrary: fc.constant(null), weight: 6 },
  fc.record({ filename: fc.string({ maxLength: 16 }), type: fc.string({ maxLength: 24 }) }),
);

/** Repeated names, missing fields, any value. */
const randomFields = fc.array(fc.record({ name: fieldName, value: fieldValue, file }), {
  maxLength: 12,
});

/** Values the forms' own checks accept, so the actions go on to call the API. */
const plausible: Record<string, string> = {
  email: 'casey@trellis.test',
  password: 'trellis-demo-1',
  password_confirmation: 'trellis-demo-1',
  first_name: 'Casey',
  last_name: 'Customer',
  timezone: 'America/Chicago',
  name: 'Green Row Gardens',
  description: 'Raised beds.',
  city: 'Portland',
  state: 'OR',
  country: 'US',
  postal_code: '97214',
  expertises: '1',
  [`answers.${openOrder.product.survey_id}`]: 'Tomatoes',
};

/** A form the page could have sent, with random fields added, repeated or taking a file's place. */
const plausibleFields = fc
  .tuple(
    fc.subarray(Object.entries(plausible), { minLength: Object.keys(plausible).length - 2 }),
    randomFields,
    fc.array(file, { minLength: 20, maxLength: 20 }),
  )
  .map(([entries, extra, files]) => [
    ...entries.map(([name, value], index) => ({ name, value, file: files[index] ?? null })),
    ...extra,
  ]);

const fields = fc.oneof(randomFields, { arbitrary: plausibleFields, weight: 2 });

const urlencoded = (list: { name: string; value: string }[]) =>
  new URLSearchParams(list.map(({ name, value }) => [name, value])).toString();

/** The name of a part as a browser writes it: quotes and line breaks percent-encoded. */
const quoted = (text: string) =>
  text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

function multipartBody(
  boundary: string,
  list: { name: string; value: string; file: { filename: string; type: string } | null }[],
): string {
  const parts = list.map(({ name, value, file }) => {
    const disposition = `Content-Disposition: form-data; name="${quoted(name)}"${
      file ? `; filename="${quoted(file.filename)}"` : ''
    }`;
    const type = file && !/[\r\n]/.test(file.type) ? `\r\nContent-Type: ${file.type}` : '';
    return `--${boundary}\r\n${disposition}${type}\r\n\r\n${value}\r\n`;
  });
  return `${parts.join('')}--${boundary}--\r\n`;
}

const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,40}$/);

/** A header value as a client may send one: anything but NUL and line breaks. */
const headerText = (maxLength: number) =>
  fc.string({ maxLength }).map((text) => text.replace(/[\0\r\n]/g, ''));

const contentType = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded;charset=UTF-8',
    'APPLICATION/X-WWW-FORM-URLENCODED; charset=shift_jis',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary="a b"',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/json',
    'application/octet-stream',
    'multipart/mixed; boundary=x',
    '*/*',
    '',
  ),
  boundary.map((value) => `multipart/form-data; boundary=${value}`),
  headerText(40),
);

const anyBody = fc.oneof(
  fc.constant(null),
  fc.uint8Array({ maxLength: 2048 }),
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fields.map(urlencoded),
  fc.tuple(boundary, fields).map(([value, list]) => multipartBody(value, list)),
);

/** A content type with a body that does not match it, or matches it only in part. */
const mismatched = fc.record({ type: contentType, body: anyBody });

/** Forms as browsers send them (with random fields), and the same cut short or made too large. */
const formShaped = fc.oneof(
  fields.map((list) => ({
    type: 'application/x-www-form-urlencoded' as string | undefined,
    body: urlencoded(list) as string | Uint8Array | null,
  })),
  fc.tuple(boundary, fields).map(([value, list]) => ({
    type: `multipart/form-data; boundary=${value}`,
    body: multipartBody(value, list),
  })),
  fc.tuple(boundary, fields, fc.nat()).map(([value, list, cut]) => {
    const body = multipartBody(value, list);
    return {
      type: `multipart/form-data; boundary=${value}`,
      body: body.slice(0, cut % body.length),
    };
  }),
  fc
    .tuple(fc.constantFrom(-1, 0, 1, 4096), fc.constantFrom('email', 'description'))
    .map(([over, name]) => ({
      type: 'application/x-www-form-urlencoded',
      body: `${name}=${'x'.repeat(formBodyLimit - name.length - 1 + over)}`,
    })),
);

/** Parameters added to the address: any text, broken percent-encoding, controls. */
const extraQuery = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  fc.constantFrom('x=%', 'x=%E0%A4%A', 'to=%00', 'email=%0A', '%ZZ', 'index', '_routes=%00'),
  fc
    .array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 24 })), { maxLength: 3 })
    .map((pairs) => new URLSearchParams(pairs).toString()),
);

const requestShape = fc.record({
  method: fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE'),
  query: extraQuery,
  data: fc.boolean(),
  accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*', 'text/x-script'),
  signedIn: fc.boolean(),
  form: fc.oneof(mismatched, { arbitrary: formShaped, weight: 2 }),
  outcome: fc.constantFrom(...apiOutcomes),
});

type RequestShape = typeof requestShape extends fc.Arbitrary<infer T> ? T : never;

async function requestFor(endpoint: Endpoint, shape: RequestShape): Promise<Request> {
  const url = new URL(endpoint.path, site);
  if (shape.data) url.pathname = `${url.pathname}.data`;
  if (shape.query) url.search = url.search ? `${url.search}&${shape.query}` : `?${shape.query}`;
  const headers = new Headers({ Origin: site });
  if (shape.form.type !== undefined) headers.set('Content-Type', shape.form.type);
  if (shape.accept) headers.set('Accept', shape.accept);
  if (endpoint.as && shape.signedIn) headers.set('Cookie', await sessionCookie(endpoint.as));
  // Bytes, so that no Content-Type is added for the text: a missing one stays missing.
  const { body } = shape.form;
  const bytes =
    typeof body === 'string' ? new TextEncoder().encode(body) : body && new Uint8Array(body);
  return new Request(url, { method: shape.method, headers, body: bytes });
}

function describeRequest(endpoint: Endpoint, shape: RequestShape): string {
  const body = shape.form.body;
  const size = body === null ? 0 : typeof body === 'string' ? body.length : body.byteLength;
  const start =
    typeof body === 'string' ? JSON.stringify(body.slice(0, 120)) : body ? '(bytes)' : '(none)';
  return `${shape.method} ${endpoint.path}${shape.data ? ' (.data)' : ''}${
    shape.query ? ` + ${JSON.stringify(shape.query)}` : ''
  } as ${
    shape.signedIn ? (endpoint.as ?? 'visitor') : 'visitor'
  }, Content-Type ${JSON.stringify(shape.form.type)}, ${size} bytes: ${start}`;
}

describe('random bodies to every action', () => {
  let handle: (request: Request) => Promise<Response>;
  let routesWithActions: string[];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const api = { outcome: 'invalid' as ApiOutcome };

  beforeAll(async () => {
    const site = await siteRequestHandler();
    handle = site.handle;
    routesWithActions = site.routesWithActions;
    process.on('unhandledRejection', onUnhandled);
  }, 60_000);
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });
  beforeEach(() => {
    // What the actions log when the fake API refuses them is not what this test is about.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFormsApi(api);
    return () => {
      vi.unstubAllGlobals();
      delete process.env.API_URL;
    };
  });

  it('covers every route with an action (but the door to the API, which has its own tests)', () => {
    const covered = new Set(endpoints.map((endpoint) => endpoint.route));
    expect(routesWithActions.filter((route) => route !== 'routes/api.proxy')).toEqual(
      routesWithActions.filter((route) => covered.has(route)),
    );
    expect(routesWithActions).toContain('routes/login');
  });

  it.each(
    endpoints.map((endpoint) => [`${endpoint.path} (${endpoint.as ?? 'visitor'})`, endpoint]),
  )(
    'never answers %s with a 5xx',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestShape, async (shape) => {
          api.outcome = shape.outcome;
          const response = await handle(await requestFor(endpoint, shape));
          // The whole answer, so an error while it streams counts too.
          await response.arrayBuffer();
          // Let a promise rejected on the way show up before the next run.
          await new Promise((resolve) => setTimeout(resolve, 0));
          expect(response.status, describeRequest(endpoint, shape)).toBeLessThan(500);
          expect(unhandled, describeRequest(endpoint, shape)).toEqual([]);
        }),
        { numRuns: 40 },
      );
    },
    60_000,
  );
});

import { vi } from 'vitest';
import type { AccountWire } from '#src/lib/api/types.ts';
import { takeFlash } from '#site/server/flash.server.ts';
import { commitLogin } from '#site/server/session.server.ts';

// Test support for the account routes' loaders and actions: a request from a signed-in person and a
// fake API behind API_URL (the site server calls it with the global fetch).

export const apiUrl = 'http://api.test';

export type ApiAnswer = Response | ((request: { body: unknown }) => Response);

/** Stubs fetch: `METHOD /path` → an answer; anything else answers 599 so a test notices. */
export function fakeApi(routes: Record<string, ApiAnswer>) {
  process.env.API_URL = apiUrl;
  const calls: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const headers = new Headers(init?.headers);
    calls.push({ method, path: url.pathname, body, auth: headers.get('Authorization') });
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer)
      return Response.json({ message: `No fake for ${method} ${url.pathname}` }, { status: 599 });
    return typeof answer === 'function' ? answer({ body }) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The fake API's GET /account for `account`. */
export const accountRoute = (account: AccountWire) => ({
  'GET /account': Response.json({ data: account }),
});

/** A request to the site carrying the token cookie (and a form body for actions). */
export async function signedInRequest(
  path: string,
  form?: Record<string, string | string[]>,
): Promise<Request> {
  const cookie = (await commitLogin('tok-1'))[0]!.split(';')[0]!;
  const headers: Record<string, string> = { cookie };
  if (!form) return new Request(`http://site.test${path}`, { headers });
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    for (const item of [value].flat()) body.append(name, item);
  }
  headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Request(`http://site.test${path}`, { method: 'POST', body, headers });
}

/** What a loader or action threw or returned, without the test caring which. */
export async function settle<T>(run: () => Promise<T>): Promise<T | unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

/** The flash message a redirect leaves behind. */
export async function flashOf(response: Response): Promise<string | null> {
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith('trellis_flash='))
    ?.split(';')[0];
  if (!cookie) return null;
  const { message } = await takeFlash(new Request('http://site.test/', { headers: { cookie } }));
  return message;
}

/** `data(value, init)` as React Router returns it. */
export interface DataResult<T> {
  data: T;
  init: { status?: number } | null;
}

import { vi } from 'vitest';
import {
  demoCoachAccount,
  demoCoachProfile,
  demoCustomer,
  demoOrders,
  demoOwner,
  demoSurvey,
} from '#src/features/account/testing/demoAccount.ts';
import type { AccountWire } from '#src/lib/api/types.ts';
import { demoProvider } from '#src/features/providers/testing/demoProvider.ts';
import { commitLogin } from '../session.server.ts';

// A fake API behind every form of the site, for tests that send the site's request handler whole
// requests (site/server/testing/siteRequestHandler.ts): the reads the form pages make answer with the
// demo fixtures, and every call that changes something answers as `outcome` says.

export const formsApiUrl = 'http://api.test';

/** Who is signed in: the person behind each token the fake API knows. */
export const people = {
  customer: demoCustomer,
  coach: demoCoachAccount,
  owner: demoOwner,
} satisfies Record<string, AccountWire>;

export type Person = keyof typeof people;

/** The order whose questionnaire is not answered yet (its product's survey is `demoSurvey`). */
export const openOrder = demoOrders.find((order) => order.survey_results_id === null)!;

/** How the fake API answers a call that changes something. */
export type ApiOutcome = 'ok' | 'invalid' | 'refused' | 'no-such-user';

export const apiOutcomes: readonly ApiOutcome[] = ['ok', 'invalid', 'refused', 'no-such-user'];

function changeAnswer(outcome: ApiOutcome): Response {
  switch (outcome) {
    case 'ok':
      return Response.json({ data: { id: 41 }, access_token: 'tok-new' });
    case 'invalid':
      return Response.json(
        { message: 'The given data was invalid.', errors: { email: ['That email is taken.'] } },
        { status: 422 },
      );
    case 'refused':
      return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    case 'no-such-user':
      return Response.json({ status: 'no-such-user' }, { status: 400 });
  }
}

function readAnswer(method: string, path: string, person: AccountWire | null): Response | null {
  if (method !== 'GET') return null;
  if (path === '/account') {
    return person
      ? Response.json({ data: person })
      : Response.json({ message: 'Unauthenticated.' }, { status: 401 });
  }
  if (path === '/site-options') return Response.json({ data: [] });
  if (path === '/get_redirects') return Response.json({});
  if (path === '/expertises') return Response.json({ data: [{ id: 1, name: 'Edibles' }] });
  if (/^\/users\/\d+$/.test(path)) return Response.json({ data: demoCoachProfile });
  if (/^\/providers\/\d+$/.test(path)) return Response.json({ data: demoProvider });
  if (path === `/orders/uuid/${openOrder.uuid}`) return Response.json({ data: openOrder });
  if (path === `/surveys/${openOrder.product.survey_id}`) {
    return Response.json({ data: demoSurvey });
  }
  if (path === '/password/welcome') {
    return Response.json({ data: { email: 'new@trellis.test', first_name: 'Nell' } });
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
}

/**
 * Stubs the global fetch (the site server's calls go through it) with the fake API; `calls` lists
 * each call as `METHOD /path?query`. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeFormsApi(state: { outcome: ApiOutcome } = { outcome: 'invalid' }) {
  process.env.API_URL = formsApiUrl;
  const calls: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    calls.push(`${method} ${url.pathname}${url.search}`);
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '');
    const person = token && token in people ? people[token as Person] : null;
    return readAnswer(method, url.pathname, person) ?? changeAnswer(state.outcome);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, state, fetchMock };
}

/** The session cookie of `person` (the fake API knows the token by the person's name). */
export async function sessionCookie(person: Person): Promise<string> {
  return (await commitLogin(person))[0]!.split(';')[0]!;
}

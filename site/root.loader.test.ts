// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Route } from './+types/root';
import { loader } from './root.tsx';
import { resetSharedAnswers } from './server/sharedAnswers.server.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  // The process's shared answers (redirects, site options) are kept across tests and test files:
  // an answer another file left there would spare the loader the requests this file looks for.
  resetSharedAnswers();
  process.env.API_URL = 'http://api.test';
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete process.env.API_URL;
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetSharedAnswers();
});

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('the loader did not redirect');
}

describe('the root loader and impersonation links', () => {
  it('handles an impersonation link before anything else: a refused link redirects without them', async () => {
    const response = await thrownBy(
      loader({
        request: new Request('http://site.test/about?impersonate=some-token-123&admin=1'),
      } as Route.LoaderArgs),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.getSetCookie()).toEqual([]);
    // Nobody is signed in: neither the redirect table, the account nor the site options were asked for.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a link with only one of the two parameters to the page', async () => {
    fetchMock.mockImplementation(async () => Response.json({ data: [] }));
    const result = await loader({
      request: new Request('http://site.test/about?impersonate=some-token-123'),
    } as Route.LoaderArgs);
    expect(result).not.toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalled();
  });
});

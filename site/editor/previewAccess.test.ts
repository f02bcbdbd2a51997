// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '#src/features/account/testing/demoAccount.ts';
import {
  accountRoute,
  fakeApi,
  settle,
  signedInRequest,
} from '#site/routes/testing/accountRoutes.ts';
import { requirePreviewAccess } from './previewAccess.server.ts';

const production = { openToAll: false };

describe('who may use the live preview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  it('lets anyone in while developing, without asking the API', async () => {
    const { fetchMock } = fakeApi({});
    await expect(
      requirePreviewAccess(new Request('http://site.test/preview'), { openToAll: true }),
    ).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor of a production build to /login', async () => {
    fakeApi({});
    const thrown = (await settle(() =>
      requirePreviewAccess(new Request('http://site.test/preview'), production),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login');
  });

  it('refuses an account that is not an admin with the platform’s 403', async () => {
    fakeApi(accountRoute(demoCustomer));
    const thrown = (await settle(async () =>
      requirePreviewAccess(await signedInRequest('/preview'), production),
    )) as { data: unknown; init: { status: number } };
    expect(thrown.init.status).toBe(403);
    expect(thrown.data).toEqual({ message: 'You are unauthorized to view this page' });
  });

  it('lets an admin in', async () => {
    fakeApi(accountRoute({ ...demoCustomer, role: 'admin' }));
    await expect(
      requirePreviewAccess(await signedInRequest('/preview'), production),
    ).resolves.toBeUndefined();
  });
});

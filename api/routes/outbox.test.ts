// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessageWire } from '../mail/outbox.ts';
import { sendMail } from '../mail/outbox.ts';
import { jsonBody, startTestApi, type TestApi } from '../testing/startTestApi.ts';
import { isLoopback, outboxRefusal } from './outbox.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function outbox(query = '') {
  const response = await api.request(`/dev/outbox${query}`);
  return { response, body: (await response.json()) as { data: OutboxMessageWire[] } };
}

describe('GET /dev/outbox', () => {
  it('holds the seeded invitation of invited@trellis.test, with its link', async () => {
    const { response, body } = await outbox('?to=invited@trellis.test');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        to: 'invited@trellis.test',
        subject: 'Welcome to Trellis: choose your password',
        text: expect.stringContaining('Hello Iris,'),
        link: expect.stringMatching(
          /^http:\/\/localhost:3000\/welcome\?email=invited%40trellis\.test&token=[\w-]{43}$/,
        ),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
  });

  it('answers the messages to one address, in any case, newest first', async () => {
    await sendMail(api.db, { to: 'robin@example.com', subject: 'First', text: 'one' });
    await api.request('/password/forgot', jsonBody({ email: 'customer@trellis.test', token: 't' }));
    await sendMail(api.db, { to: 'Robin@Example.com', subject: 'Second', text: 'two' });
    const { body } = await outbox('?to=ROBIN@example.com');
    expect(body.data.map((mail) => [mail.subject, mail.link])).toEqual([
      ['Second', null],
      ['First', null],
    ]);
    const everyone = await outbox();
    expect(everyone.body.data.map((mail) => mail.subject).slice(0, 3)).toEqual([
      'Second',
      'Reset your Trellis password',
      'First',
    ]);
  });

  it.each([
    ['the site’s door (Via)', { via: '1.1 trellis-site' }],
    ['a proxy (X-Forwarded-For)', { 'x-forwarded-for': '203.0.113.9' }],
    ['a proxy (Forwarded)', { forwarded: 'for=203.0.113.9' }],
    ['a proxy (X-Forwarded-Host)', { 'x-forwarded-host': 'trellis.test' }],
    ['a page’s script on another local port', { origin: 'http://localhost:5555' }],
    ['a frame or fetch of another page', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site page', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a request through %s', async (_name, headers) => {
    const response = await api.request('/dev/outbox?to=invited@trellis.test', { headers });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: outboxRefusal });
  });

  it('answers the address typed into the browser (Sec-Fetch-Site: none)', async () => {
    const response = await api.request('/dev/outbox?to=invited@trellis.test', {
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['::ffff:192.168.1.4', false],
    ['fe80::1', false],
    ['1127.0.0.1', false],
    [undefined, false],
  ])('takes %s for this machine: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });

  it('is not served when the option exposeOutbox is off', async () => {
    const closed = await startTestApi({ exposeOutbox: false, seed: false });
    try {
      const response = await closed.request('/dev/outbox?to=invited@trellis.test');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    } finally {
      await closed.close();
    }
  });
});

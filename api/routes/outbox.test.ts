// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessageWire } from '../mail/outbox.ts';
import { sendMail } from '../mail/outbox.ts';
import { jsonBody, startTestApi, type TestApi } from '../test/startTestApi.ts';

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

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessageWire } from '../mail/outbox.ts';
import { startTestApi, type TestApi } from '../testing/startTestApi.ts';
import { imageTooLargeMessage, inquiryInbox } from './forms.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function inquiry(overrides: Record<string, string | Blob | null> = {}) {
  const fields: Record<string, string | Blob | null> = {
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '503-555-0142',
    street: '1420 SE Alder St',
    city: 'Portland',
    state: 'OR',
    postal: '97214',
    newspace: 'Brand new',
    installTimeline: '1-3 months',
    budget: '$10,000 - $15,000',
    interest: 'Raised garden beds, Other',
    interest_other: 'A herb spiral',
    about_my_space: 'A sunny back yard, 30 by 40 feet.',
    listId: '3',
    ac_tag: 'designer-inquiry',
    template_id: '12',
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== null) form.append(name, value as string | Blob);
  return api.request('/forms/designer_inquiry', { method: 'POST', body: form });
}

describe('POST /forms/designer_inquiry', () => {
  it('stores an inquiry with its garden image and puts the notification in the outbox', async () => {
    const response = await inquiry({ gardenImage: new Blob([png], { type: 'image/png' }) });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number } };
    const { rows } = await api.db.query<{
      image_type: string;
      image_size: number;
      fields: Record<string, string>;
    }>('SELECT image_type, image_size, fields FROM inquiries WHERE id = $1', [data.id]);
    expect(rows[0]).toMatchObject({
      image_type: 'image/png',
      image_size: png.length,
      fields: { name: 'Ana Ruiz', interest: 'Raised garden beds, Other', template_id: '12' },
    });
    const outbox = (await (await api.request(`/dev/outbox?to=${inquiryInbox}`)).json()) as {
      data: OutboxMessageWire[];
    };
    expect(outbox.data[0]).toMatchObject({
      subject: 'New garden design inquiry from Ana Ruiz',
      text: expect.stringContaining('interests: Raised garden beds, Other (other: A herb spiral)'),
    });
  });

  it('refuses missing required fields, a malformed e-mail and an unknown option with field errors', async () => {
    const response = await inquiry({ name: ' ', email: 'ana@', budget: '$1' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      budget: ['The selected estimated budget is invalid.'],
    });
  });

  it('refuses a garden image that is not an image or is over 5 MB', async () => {
    const text = await inquiry({ gardenImage: new Blob(['not an image'], { type: 'image/png' }) });
    expect(text.status).toBe(422);
    const big = await inquiry({ gardenImage: new Blob([new Uint8Array(5_000_001)]) });
    expect([413, 422]).toContain(big.status);
    expect(((await big.json()) as { errors: Record<string, string[]> }).errors.gardenImage).toEqual(
      [imageTooLargeMessage],
    );
  });
});

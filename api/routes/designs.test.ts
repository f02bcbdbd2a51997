// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  designBudgetOptions,
  type DesignFileWire,
  type DesignWire,
  type ListResponse,
  type SurveyResultWire,
} from '#src/lib/api/types.ts';
import { createDesign } from '../designs.ts';
import { designSurveyAnswersFixture } from '#src/demo/designSurvey.ts';
import { demoPassword } from '../seed/accounts.ts';
import { seedDesignersWithHours } from '../seed/coaching.ts';
import { demoDesignId } from '../seed/designs.ts';
import { designerEmail, seedDesigners } from '../seed/directoryData.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';
import { designMessages } from './designs.ts';
import { orderMessages } from './orders.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

// Designers with no seeded hours: their calendars hold only what these tests put there.
const [designerA, designerB] = seedDesigners.filter(
  (person) => person.coach_status === 'active' && !seedDesignersWithHours.includes(person),
) as [(typeof seedDesigners)[number], (typeof seedDesigners)[number]];

let api: TestApi;
let ids: {
  customer: number;
  coach: number;
  owner: number;
  admin: number;
  paused: number;
  designerA: number;
  designerB: number;
};
let tokens: {
  customer: string;
  coach: string;
  owner: string;
  admin: string;
  designerA: string;
  designerB: string;
};

beforeAll(async () => {
  api = await startTestApi();
  ids = {
    customer: await api.userId('customer@trellis.test'),
    coach: await api.userId('coach@trellis.test'),
    owner: await api.userId('owner@trellis.test'),
    admin: await api.userId('admin@trellis.test'),
    paused: await api.userId('paused@trellis.test'),
    designerA: await api.userId(designerEmail(designerA)),
    designerB: await api.userId(designerEmail(designerB)),
  };
  tokens = {
    customer: await api.login('customer@trellis.test', demoPassword),
    coach: await api.login('coach@trellis.test', demoPassword),
    owner: await api.login('owner@trellis.test', demoPassword),
    admin: await api.login('admin@trellis.test', demoPassword),
    designerA: await api.login(designerEmail(designerA), demoPassword),
    designerB: await api.login(designerEmail(designerB), demoPassword),
  };
  // DesignerA takes calls 15:00–20:00 UTC four and five days from now.
  for (const days of [4, 5]) {
    await addWindow(ids.designerA, utcDay(days) + 15 * hourMs, utcDay(days) + 20 * hourMs);
  }
});
afterAll(() => api?.close());

/** Midnight UTC `days` days from now. */
const utcDay = (days: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days);
};
/** An instant as the site sends `zoom_start`: 'YYYY-MM-DD HH:mm:00' in UTC. */
const zoomStart = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')}:00`;

async function addWindow(userId: number, start: number, end: number) {
  await api.db.query(
    `INSERT INTO availability_windows (user_id, available_start, available_end) VALUES ($1, $2, $3)`,
    [userId, new Date(start), new Date(end)],
  );
}

async function call<T = Record<string, unknown>>(path: string, init: RequestInit = {}) {
  const response = await api.request(path, init);
  const text = await response.text();
  return { response, body: (text ? JSON.parse(text) : null) as T };
}

type Answer = { data: DesignWire } & { message?: string; errors?: Record<string, string[]> };
type FileAnswer = { data: DesignFileWire } & {
  message?: string;
  errors?: Record<string, string[]>;
};

const getDesign = (id: number, token = tokens.customer) =>
  call<Answer>(`/designs/${id}`, bearer(token));
const putDesign = (id: number, body: unknown, token = tokens.customer) =>
  call<Answer>(`/designs/${id}`, jsonRequest('PUT', body, token));

/** A paid order of a garden-design product for `userId`, and the design it created. */
async function newDesign(productId = 1, userId = ids.customer): Promise<number> {
  return api.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; name: string }>(
      `INSERT INTO orders (uuid, user_id, product_id, amount, discount, status)
       SELECT $1, $2, id, price, 0, 'paid' FROM products WHERE id = $3 RETURNING id,
         (SELECT name FROM products WHERE id = $3) AS name`,
      [randomUUID(), userId, productId],
    );
    return createDesign(tx, { userId, orderId: rows[0]!.id, productId, name: rows[0]!.name });
  });
}

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const webp = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');
const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const text = new TextEncoder().encode('just some notes');

function upload(
  designId: number,
  fields: { file?: Uint8Array<ArrayBuffer> | null; system_type?: string; description?: string },
  { token = tokens.customer, name = 'garden.png' } = {},
) {
  const form = new FormData();
  const file = fields.file === undefined ? png : fields.file;
  if (file) form.append('file', new Blob([file]), name);
  if (fields.system_type !== undefined) form.append('system_type', fields.system_type);
  if (fields.description !== undefined) form.append('description', fields.description);
  return call<FileAnswer>(`/designs/${designId}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

const completeDetails = {
  size_length: 20,
  size_width: 12,
  budget: designBudgetOptions[1],
  address: {
    formatted_address: ' 1200 SE Oak St, Portland, OR 97214, USA ',
    place_id: 'ChIJ-demo',
  },
  flexible: 'Yes',
  builder: 'DIY',
  completed: true,
};

async function answerSurvey(token = tokens.customer): Promise<number> {
  const { body } = await call<{ data: SurveyResultWire }>(
    '/surveys/results/2',
    jsonRequest('POST', { answers: designSurveyAnswersFixture }, token),
  );
  return body.data.id;
}

/** A design of `productId` with its homework done (status `scheduling`). */
async function designNeedingScheduling(
  productId = 1,
  userId = ids.customer,
  token = tokens.customer,
) {
  const id = await newDesign(productId, userId);
  await upload(id, { system_type: 'wideangle' }, { token });
  await putDesign(id, { name: 'Back garden', details: completeDetails }, token);
  if (productId === 1) await putDesign(id, { survey_results_id: await answerSurvey(token) }, token);
  return id;
}

describe('GET /designs/{id}', () => {
  it('shows the customer their design with its order, product, participants and acting_as user', async () => {
    const { response, body } = await getDesign(demoDesignId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.data).toMatchObject({
      id: demoDesignId,
      name: 'Garden Design',
      status: 'created',
      details: { completed: false },
      files: [],
      survey_results_id: null,
      survey_result: null,
      acting_as: 'user',
      artist_id: null,
      artist: null,
      users: [{ id: ids.customer, first_name: 'Casey', role: 'customer' }],
      order: {
        user_id: ids.customer,
        coach_id: null,
        coach: null,
        product_id: 1,
        design_id: demoDesignId,
        product: { id: 1, session_length: 30, survey_id: 2, type: 'garden-design' },
        user: { id: ids.customer },
      },
    });
  });

  it('does not exist for someone who takes no part in it, nor without a sign-in', async () => {
    expect((await getDesign(demoDesignId, tokens.owner)).response.status).toBe(404);
    expect((await getDesign(demoDesignId, tokens.coach)).body).toEqual({
      message: 'Design not found',
    });
    expect((await getDesign(999_999)).response.status).toBe(404);
    expect((await call('/designs/abc', bearer(tokens.customer))).response.status).toBe(404);
    expect((await call(`/designs/${demoDesignId}`)).response.status).toBe(401);
  });

  it('shows the design to its artist as artist and to admins as admin', async () => {
    const id = await newDesign();
    await api.db.query('UPDATE designs SET artist_id = $1 WHERE id = $2', [ids.designerB, id]);
    const artist = await getDesign(id, tokens.designerB);
    expect(artist.response.status).toBe(200);
    expect(artist.body.data.acting_as).toBe('artist');
    expect(artist.body.data.artist).toMatchObject({ id: ids.designerB });
    expect(artist.body.data.users.map((user) => [user.id, user.role])).toEqual([
      [ids.customer, 'customer'],
      [ids.designerB, 'artist'],
    ]);
    expect((await getDesign(id, tokens.admin)).body.data.acting_as).toBe('admin');
  });
});

describe('GET /designs', () => {
  it('lists the person’s designs newest first, by page, and finds them by name', async () => {
    const older = await newDesign(4);
    const newer = await newDesign(5);
    await putDesign(newer, { name: 'Front yard herbs' });
    const { response, body } = await call<ListResponse<DesignWire>>(
      '/designs?per_page=2',
      bearer(tokens.customer),
    );
    expect(response.status).toBe(200);
    expect(body.data.map((design) => design.id)).toEqual([newer, older]);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(3);

    const found = await call<ListResponse<DesignWire>>(
      '/designs?query=HERBS',
      bearer(tokens.customer),
    );
    expect(found.body.data.map((design) => design.id)).toEqual([newer]);
    expect(found.body.meta.total).toBe(1);
  });

  it('lists nothing of others’ designs, and needs a sign-in', async () => {
    const { body } = await call<ListResponse<DesignWire>>('/designs', bearer(tokens.owner));
    expect(body.data).toEqual([]);
    expect((await call('/designs')).response.status).toBe(401);
  });
});

describe('PUT /designs/{id} with { name, details }', () => {
  it('saves progress with some details, the name trimmed, and leaves the design in homework', async () => {
    const id = await newDesign();
    const { response, body } = await putDesign(id, {
      name: '  Back garden  ',
      details: { size_length: '20', budget: designBudgetOptions[0], completed: false },
    });
    expect(response.status).toBe(200);
    expect(body.data.name).toBe('Back garden');
    expect(body.data.status).toBe('created');
    expect(body.data.details).toEqual({
      size_length: 20,
      size_width: null,
      budget: '$600 - $3000 (Small 24-120 sqft)',
      address: null,
      flexible: null,
      builder: null,
      completed: false,
    });
  });

  it('refuses each invalid detail and a blank name, with every message by field', async () => {
    const id = await newDesign();
    const { response, body } = await putDesign(id, {
      name: '   ',
      details: {
        size_length: 0,
        size_width: 'wide',
        budget: '$600 - $3000',
        address: { place_id: 'x' },
        flexible: 'Maybe',
        builder: 'Self',
        completed: 'soon',
      },
    });
    expect(response.status).toBe(422);
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      'details.size_length': ['The size length must be at least 1.'],
      'details.size_width': ['The size width must be an integer.'],
      'details.budget': ['The selected budget is invalid.'],
      'details.address': ['The address must be a place with a formatted address.'],
      'details.flexible': ['The selected flexible is invalid.'],
      'details.builder': ['The selected builder is invalid.'],
      'details.completed': ['The completed field must be true or false.'],
    });
    const notObject = await putDesign(id, { name: 'Yard', details: 'big' });
    expect(notObject.body.errors).toEqual({ details: ['The details must be an object.'] });
    const huge = await putDesign(id, { name: 'Yard', details: { size_width: 10_001 } });
    expect(huge.body.errors).toEqual({
      'details.size_width': ['The size width must not be greater than 10000.'],
    });
  });

  it('marks details completed only with every field and a wide-angle image', async () => {
    const id = await newDesign();
    const { response, body } = await putDesign(id, {
      name: 'Back garden',
      details: { size_length: 20, completed: true },
    });
    expect(response.status).toBe(422);
    expect(body.errors).toEqual({
      'details.size_width': ['The size width field is required.'],
      'details.budget': ['The budget field is required.'],
      'details.address': ['The address field is required.'],
      'details.flexible': ['The flexible field is required.'],
      'details.builder': ['The builder field is required.'],
      wideangle: [designMessages.wideangleRequired],
    });
    const withoutImage = await putDesign(id, { name: 'Back garden', details: completeDetails });
    expect(withoutImage.body.errors).toEqual({ wideangle: [designMessages.wideangleRequired] });
  });

  it('moves the homework on to scheduling once details are completed and the survey answered', async () => {
    const id = await newDesign();
    await upload(id, { system_type: 'wideangle' });
    const details = await putDesign(id, { name: 'Back garden', details: completeDetails });
    expect(details.response.status).toBe(200);
    expect(details.body.data.details).toMatchObject({
      completed: true,
      address: {
        formatted_address: '1200 SE Oak St, Portland, OR 97214, USA',
        place_id: 'ChIJ-demo',
      },
    });
    // The product has a survey, not yet answered.
    expect(details.body.data.status).toBe('created');

    const resultId = await answerSurvey();
    const survey = await putDesign(id, { survey_results_id: resultId });
    expect(survey.response.status).toBe(200);
    expect(survey.body.data.status).toBe('scheduling');
    expect(survey.body.data.survey_result).toMatchObject({
      id: resultId,
      survey_id: 2,
      results: { style: 'Cottage potager' },
    });
    const account = await call<{ designs_overview: Record<string, string> }>(
      '/account',
      bearer(tokens.customer),
    );
    expect(JSON.stringify(account.body)).toContain(`"${id}":"scheduling"`);
  });

  it('moves a design whose product has no survey on to scheduling with its details alone', async () => {
    const id = await newDesign(4);
    await upload(id, { system_type: 'wideangle' });
    const { body } = await putDesign(id, { name: 'Balcony', details: completeDetails });
    expect(body.data.status).toBe('scheduling');
  });

  it('keeps completed details completed, and renames without touching them', async () => {
    const id = await designNeedingScheduling(4);
    const back = await putDesign(id, {
      name: 'Balcony',
      details: { ...completeDetails, completed: false },
    });
    expect(back.response.status).toBe(422);
    expect(back.body.errors).toEqual({ 'details.completed': [designMessages.stayCompleted] });
    const renamed = await putDesign(id, { name: 'Sunny balcony' });
    expect(renamed.body.data).toMatchObject({
      name: 'Sunny balcony',
      details: { completed: true, size_length: 20 },
    });
  });

  it('takes one change at a time, and only from the customer or an admin', async () => {
    const id = await newDesign();
    const mixed = await putDesign(id, { name: 'Yard', survey_results_id: 1 });
    expect(mixed.response.status).toBe(422);
    expect(mixed.body).toEqual({ message: designMessages.oneChange });
    expect((await putDesign(id, {})).body).toEqual({ message: designMessages.oneChange });

    await api.db.query('UPDATE designs SET artist_id = $1 WHERE id = $2', [ids.designerB, id]);
    const artist = await putDesign(id, { name: 'Yard' }, tokens.designerB);
    expect(artist.response.status).toBe(403);
    expect((await putDesign(id, { name: 'Yard' }, tokens.owner)).response.status).toBe(404);
    const admin = await putDesign(id, { name: 'Renamed by support' }, tokens.admin);
    expect(admin.response.status).toBe(200);
    expect(admin.body.data.acting_as).toBe('admin');
  });
});

describe('PUT /designs/{id} with { survey_results_id }', () => {
  it('accepts only a result of the product’s survey that the customer posted', async () => {
    const id = await newDesign();
    const others = await answerSurvey(tokens.owner);
    const { rows } = await api.db.query<{ id: number }>(
      "INSERT INTO survey_results (survey_id, user_id, results) VALUES (1, $1, '{}') RETURNING id",
      [ids.customer],
    );
    for (const value of [others, rows[0]!.id, 999_999, 'abc']) {
      const { response, body } = await putDesign(id, { survey_results_id: value });
      expect(response.status).toBe(422);
      expect(body.errors).toEqual({ survey_results_id: [designMessages.invalidResult] });
    }
  });

  it('refuses answers for a product without a survey', async () => {
    const id = await newDesign(4);
    const { response, body } = await putDesign(id, { survey_results_id: await answerSurvey() });
    expect(response.status).toBe(422);
    expect(body.errors).toEqual({ survey_results_id: [designMessages.noSurvey] });
  });
});

describe('PUT /designs/{id} with { coach_id, zoom_start }', () => {
  it('books the call with the designer: call upcoming, the order scheduled, the designer on the design', async () => {
    const id = await designNeedingScheduling();
    const start = utcDay(4) + 16 * hourMs;
    const { response, body } = await putDesign(id, {
      coach_id: ids.designerA,
      zoom_start: zoomStart(start),
    });
    expect(response.status).toBe(200);
    expect(body.data.status).toBe('call_upcoming');
    expect(body.data.order).toMatchObject({
      coach_id: ids.designerA,
      coach: { id: ids.designerA },
      status: 'scheduled',
      scheduled_start: new Date(start).toISOString(),
      scheduled_end: new Date(start + 30 * minuteMs).toISOString(),
    });
    expect(body.data.users.map((user) => user.role)).toEqual(['customer', 'designer']);

    const designer = await getDesign(id, tokens.designerA);
    expect(designer.body.data.acting_as).toBe('designer');
    const bookings = await call<{ data: { uuid: string }[] }>(
      `/users/${ids.designerA}/bookings?start=${new Date(utcDay(4)).toISOString()}&end=${new Date(utcDay(5)).toISOString()}`,
      bearer(tokens.designerA),
    );
    expect(bookings.body.data.map((booking) => booking.uuid)).toContain(body.data.order!.uuid);

    const again = await putDesign(id, { coach_id: ids.designerA, zoom_start: zoomStart(start) });
    expect(again.response.status).toBe(409);
    expect(again.body).toEqual({ message: designMessages.designerChosen });
    const homework = await putDesign(id, { name: 'Too late' });
    expect(homework.response.status).toBe(409);
    expect(homework.body).toEqual({ message: designMessages.homeworkClosed });

    // That time is now the designer's booking: another design cannot take it.
    const other = await designNeedingScheduling();
    const taken = await putDesign(other, {
      coach_id: ids.designerA,
      zoom_start: zoomStart(start + 15 * minuteMs),
    });
    expect(taken.response.status).toBe(422);
    expect(taken.body.errors).toEqual({ zoom_start: [orderMessages.timeTaken] });
  });

  it('refuses a time outside the designer’s windows, under 47 hours ahead, or not in the site’s format', async () => {
    const id = await designNeedingScheduling();
    await addWindow(ids.designerA, Date.now() + 2 * hourMs, Date.now() + 30 * hourMs);
    const soon = Math.ceil((Date.now() + 10 * hourMs) / hourMs) * hourMs;
    for (const start of [utcDay(4) + 10 * hourMs, utcDay(4) + 19 * hourMs + 45 * minuteMs, soon]) {
      const { response, body } = await putDesign(id, {
        coach_id: ids.designerA,
        zoom_start: zoomStart(start),
      });
      expect(response.status).toBe(422);
      expect(body.errors).toEqual({ zoom_start: [orderMessages.timeTaken] });
    }
    for (const value of [new Date(utcDay(5) + 16 * hourMs).toISOString(), '2026-02-30 16:00:00']) {
      const { body } = await putDesign(id, { coach_id: ids.designerA, zoom_start: value });
      expect(body.errors).toEqual({ zoom_start: [designMessages.zoomStartFormat] });
    }
    const missing = await putDesign(id, { coach_id: ids.designerA });
    expect(missing.body.errors).toEqual({ zoom_start: ['The zoom start field is required.'] });
    expect((await getDesign(id)).body.data.status).toBe('scheduling');
  });

  it('accepts only an active designer, never the customer themself', async () => {
    const id = await designNeedingScheduling();
    const start = zoomStart(utcDay(5) + 16 * hourMs);
    for (const coachId of [ids.paused, ids.owner, 999_999, 'x']) {
      const { response, body } = await putDesign(id, { coach_id: coachId, zoom_start: start });
      expect(response.status).toBe(422);
      expect(body.errors).toEqual({ coach_id: [designMessages.invalidCoach] });
    }
    const none = await putDesign(id, { zoom_start: start });
    expect(none.body.errors).toEqual({ coach_id: ['The coach id field is required.'] });

    const own = await designNeedingScheduling(4, ids.designerA, tokens.designerA);
    const self = await putDesign(own, { coach_id: ids.designerA }, tokens.designerA);
    expect(self.body.errors).toEqual({ coach_id: [designMessages.selfDesigner] });
  });

  it('starts the design straight away with a designer when the product has no call', async () => {
    const id = await designNeedingScheduling(4);
    const withTime = await putDesign(id, {
      coach_id: ids.designerB,
      zoom_start: zoomStart(utcDay(5) + 16 * hourMs),
    });
    expect(withTime.body.errors).toEqual({ zoom_start: [designMessages.noCall] });
    const { response, body } = await putDesign(id, { coach_id: ids.designerB });
    expect(response.status).toBe(200);
    expect(body.data.status).toBe('in_design');
    expect(body.data.order).toMatchObject({
      coach_id: ids.designerB,
      scheduled_start: null,
      status: 'paid',
    });
  });

  it('waits for the homework before a designer can be chosen', async () => {
    const id = await newDesign(4);
    const { response, body } = await putDesign(id, { coach_id: ids.designerB });
    expect(response.status).toBe(409);
    expect(body).toEqual({ message: designMessages.homeworkFirst });
  });
});

describe('design files', () => {
  it('uploads an image with its notes trimmed, served at its path and as a download', async () => {
    const id = await newDesign();
    const { response, body } = await upload(
      id,
      { system_type: 'wideangle', description: '  The whole yard from the deck  ' },
      { name: 'yard.png' },
    );
    expect(response.status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'yard.png',
      file_type: 'image/png',
      description: 'The whole yard from the deck',
      system_type: 'wideangle',
      size: png.length,
    });
    expect(body.data.path).toMatch(/^\/api\/design-files\/[0-9a-f-]{36}$/);
    expect(body.data.download).toBe(`${body.data.path}?download=1`);

    const served = await api.request(body.data.path.replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="yard.png"/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const download = await api.request(body.data.download.replace(/^\/api/, ''));
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);

    const design = await getDesign(id);
    expect(design.body.data.files).toEqual([body.data]);
  });

  it('keeps one wide-angle image and six additional images per design', async () => {
    const id = await newDesign();
    expect((await upload(id, { system_type: 'wideangle' })).response.status).toBe(201);
    const second = await upload(id, { system_type: 'wideangle' });
    expect(second.response.status).toBe(422);
    expect(second.body.errors).toEqual({ file: [designMessages.oneWideangle] });
    for (let index = 0; index < 6; index++) {
      expect((await upload(id, { system_type: 'user_imgs', file: webp })).response.status).toBe(
        201,
      );
    }
    const seventh = await upload(id, { system_type: 'user_imgs' });
    expect(seventh.body.errors).toEqual({ file: [designMessages.userImagesLimit] });
    expect((await upload(id, { system_type: 'property' })).response.status).toBe(201);
  });

  it('takes images only, and PDFs for the designer’s drawings', async () => {
    const id = await designNeedingScheduling(4);
    await putDesign(id, { coach_id: ids.designerB });
    const pdfPhoto = await upload(id, { system_type: 'user_imgs', file: pdf });
    expect(pdfPhoto.response.status).toBe(422);
    expect(pdfPhoto.body.errors).toEqual({ file: [designMessages.imageType] });
    const notes = await upload(
      id,
      { system_type: 'design', file: text },
      { token: tokens.designerB },
    );
    expect(notes.body.errors).toEqual({ file: [designMessages.designType] });
    const drawing = await upload(
      id,
      { system_type: 'design', file: pdf },
      { token: tokens.designerB, name: 'plan.pdf' },
    );
    expect(drawing.response.status).toBe(201);
    expect(drawing.body.data.file_type).toBe('application/pdf');
  });

  it('lets the customer add the homework’s photos and the designer the drawings, nobody else', async () => {
    const id = await designNeedingScheduling(4);
    await putDesign(id, { coach_id: ids.designerB });
    expect((await upload(id, { system_type: 'design' })).response.status).toBe(403);
    const designerPhoto = await upload(
      id,
      { system_type: 'property' },
      { token: tokens.designerB },
    );
    expect(designerPhoto.response.status).toBe(403);
    expect(
      (await upload(id, { system_type: 'property' }, { token: tokens.owner })).response.status,
    ).toBe(404);
    expect(
      (await upload(id, { system_type: 'design' }, { token: tokens.admin })).response.status,
    ).toBe(201);
  });

  it('refuses a missing file or system type, long notes and a file over 5 MB', async () => {
    const id = await newDesign();
    const missing = await upload(id, { file: null });
    expect(missing.response.status).toBe(422);
    expect(missing.body.errors).toEqual({
      system_type: ['The system type field is required.'],
      file: [designMessages.fileRequired],
    });
    const wrongType = await upload(id, { system_type: 'selfie' });
    expect(wrongType.body.errors).toEqual({
      system_type: ['The selected system type is invalid.'],
    });
    const long = await upload(id, { system_type: 'property', description: 'x'.repeat(251) });
    expect(long.body.errors).toEqual({
      description: ['The description must not be greater than 250 characters.'],
    });
    const big = new Uint8Array(5_000_001);
    big.set(png);
    const tooLarge = await upload(id, { system_type: 'property', file: big });
    expect(tooLarge.response.status).toBe(413);
    expect(tooLarge.body.message).toBe(designMessages.fileTooLarge);
  });

  it('changes a file’s notes and removes the file, which is then no longer served', async () => {
    const id = await newDesign();
    const { body } = await upload(id, { system_type: 'property' });
    const fileUrl = `/designs/${id}/upload/${body.data.id}`;
    const edited = await call<FileAnswer>(
      fileUrl,
      jsonRequest('PUT', { description: '  Shady corner by the fence ' }, tokens.customer),
    );
    expect(edited.response.status).toBe(200);
    expect(edited.body.data.description).toBe('Shady corner by the fence');
    const long = await call<FileAnswer>(
      fileUrl,
      jsonRequest('PUT', { description: 'x'.repeat(251) }, tokens.customer),
    );
    expect(long.response.status).toBe(422);
    expect(
      (await call(fileUrl, jsonRequest('PUT', { description: 'x' }, tokens.owner))).response.status,
    ).toBe(404);

    const removed = await api.request(fileUrl, { method: 'DELETE', ...bearer(tokens.customer) });
    expect(removed.status).toBe(204);
    expect((await api.request(body.data.path.replace(/^\/api/, ''))).status).toBe(404);
    expect(
      (await api.request(fileUrl, { method: 'DELETE', ...bearer(tokens.customer) })).status,
    ).toBe(404);
    expect((await api.request('/design-files/not-a-key')).status).toBe(404);
  });
});

// A design of the demo customer as the reference API answers it (docs/api/designs.md: design 1),
// and MSW handlers that answer the garden details' calls by the API's rules, for stories.

import { demoAccount } from '#src/demo/people.ts';
import { demoOrderUuids } from '#src/demo/orders.ts';
import { demoProduct, productIdentity } from '#src/demo/products.ts';
import { delay, http, HttpResponse } from 'msw';
import {
  designBudgetOptions,
  designBuilderOptions,
  designFileLimits,
  designFlexibleOptions,
  type DesignDetailsWire,
  type DesignFileSystemType,
  type DesignFileWire,
  type DesignWire,
} from '#src/lib/api/types.ts';
import { palette } from '#src/ui/theme/tokens.ts';

const { id: customerId, first_name, last_name } = demoAccount('customer');
const customer = { id: customerId, first_name, last_name, images: { avatar: { image: null } } };

/** A file of the design as the API lists it; `path` is served by the handlers below. */
export function designFile(
  id: number,
  systemType: DesignFileSystemType,
  overrides: Partial<DesignFileWire> = {},
): DesignFileWire {
  const key = `3f0c6a52-8d1e-4c0b-9a57-${String(id).padStart(12, '0')}`;
  return {
    id,
    path: `/api/design-files/${key}`,
    name: systemType === 'wideangle' ? 'yard.png' : `corner-${id}.png`,
    file_type: 'image/png',
    download: `/api/design-files/${key}?download=1`,
    description: '',
    system_type: systemType,
    size: 48_213,
    created_at: '2026-11-25T16:56:06.338Z',
    ...overrides,
  };
}

/** Design 1 just bought: named after its product, no details, no files. */
export function gardenDesign(overrides: Partial<DesignWire> = {}): DesignWire {
  return {
    id: 1,
    name: productIdentity(1).name,
    status: 'created',
    details: { completed: false },
    files: [],
    order: {
      id: 1,
      uuid: demoOrderUuids.design,
      user_id: customer.id,
      coach_id: null,
      product_id: 1,
      amount: productIdentity(1).price,
      discount: 0,
      status: 'paid',
      created_at: '2026-10-26T16:40:02.114Z',
      scheduled_start: null,
      scheduled_end: null,
      instant_booking: false,
      zoom_meeting: null,
      survey_results_id: null,
      design_id: 1,
      product: {
        ...productIdentity(1),
        session_length: demoProduct(1).session_length,
        description: 'A planting plan drawn for your space.',
        survey_id: 2,
        canInstantBook: false,
      },
      coach: null,
      user: customer,
    },
    product_id: 1,
    survey_results_id: 7,
    survey_result: null,
    acting_as: 'user',
    artist_id: null,
    artist: null,
    users: [{ ...customer, role: 'customer' }],
    created_at: '2026-10-26T16:40:02.114Z',
    updated_at: '2026-10-26T16:40:02.114Z',
    ...overrides,
  };
}

/** Every detail filled, as the API stores them. */
export const filledDetails: DesignDetailsWire = {
  size_length: 20,
  size_width: 12,
  budget: '$3000 - $5000 (Small 120-200)',
  address: {
    formatted_address: '1200 SE Oak St, Portland, OR 97214, USA',
    place_id: 'ChIJ-demo-oak-st',
  },
  flexible: 'Yes',
  builder: 'DIY',
  completed: false,
};

/** Some details saved, no wide-angle photo yet: 'Save & Continue' stays disabled. */
export const partlyFilledDesign = () =>
  gardenDesign({
    name: 'Back garden',
    details: {
      size_length: 20,
      size_width: null,
      budget: '$3000 - $5000 (Small 120-200)',
      address: null,
      flexible: null,
      builder: null,
      completed: false,
    },
  });

/** Details completed, with the wide-angle photo and one additional image. */
export const completedDesign = () =>
  gardenDesign({
    name: 'Back garden',
    status: 'scheduling',
    details: { ...filledDetails, completed: true },
    files: [
      designFile(14, 'wideangle', { description: 'The whole yard from the deck' }),
      designFile(15, 'user_imgs', { description: 'Shady corner by the fence' }),
    ],
  });

/** A design with its wide-angle photo and the most additional images (6). */
export const fullImagesDesign = () =>
  gardenDesign({
    name: 'Back garden',
    details: filledDetails,
    files: [
      designFile(14, 'wideangle'),
      ...Array.from({ length: designFileLimits.user_imgs }, (_, index) =>
        designFile(20 + index, 'user_imgs'),
      ),
    ],
  });

/** A small garden picture, served as a design file's bytes. */
export const gardenPictureSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">` +
  `<rect width="600" height="400" fill="${palette.beige}"/>` +
  `<ellipse cx="200" cy="400" rx="360" ry="180" fill="${palette.greenLight}"/>` +
  `<rect x="80" y="250" width="130" height="70" rx="6" fill="${palette.pinkDark}"/>` +
  `<rect x="260" y="250" width="130" height="70" rx="6" fill="${palette.pinkDark}"/>` +
  `<circle cx="490" cy="90" r="36" fill="${palette.pink}"/>` +
  `</svg>`;

type FieldErrors = Record<string, string[]>;
const label = (field: string) => field.replace(/_/g, ' ');

/** The API's 422 answer: every message by field, the first one as `message`. */
function invalid(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return HttpResponse.json({ message: first, errors }, { status: 422 });
}

export interface GardenDetailsHandlerOptions {
  /** The design the handlers start from (its files are the stored files). */
  design?: DesignWire;
  /** `PUT /designs/{id}` answers this 422 instead of saving (server validation in a story). */
  refuseSave?: FieldErrors;
  /** `PUT /designs/{id}/upload/{file}` waits this long (ms) before answering. */
  notesDelay?: number;
}

/**
 * `PUT /api/designs/:id`, `POST /api/designs/:id/upload`, `PUT` and `DELETE
 * /api/designs/:id/upload/:file` and `GET /api/design-files/:key`, by the rules of docs/api/designs.md
 * (one wide-angle photo, at most 6 additional images, notes trimmed to 250, completion needs every
 * detail and the wide-angle photo). State lives as long as the handlers.
 */
export function gardenDetailsHandlers({
  design = gardenDesign(),
  refuseSave,
  notesDelay = 0,
}: GardenDetailsHandlerOptions = {}) {
  let current: DesignWire = structuredClone(design);
  let nextFileId = 100;

  return [
    http.put('/api/designs/:id', async ({ request }) => {
      await delay(150);
      if (refuseSave) return invalid(refuseSave);
      const body = (await request.json()) as { name?: unknown; details?: Record<string, unknown> };
      const errors: FieldErrors = {};
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) errors.name = ['The name field is required.'];
      const details = body.details ?? {};
      const completed = details.completed === true;
      const options: Record<string, readonly string[]> = {
        budget: designBudgetOptions,
        flexible: designFlexibleOptions,
        builder: designBuilderOptions,
      };
      for (const [field, allowed] of Object.entries(options)) {
        const value = details[field];
        if (value !== null && value !== undefined && !allowed.includes(value as string)) {
          errors[`details.${field}`] = [`The selected ${field} is invalid.`];
        }
      }
      if (completed) {
        for (const field of [
          'size_length',
          'size_width',
          'budget',
          'address',
          'flexible',
          'builder',
        ]) {
          if (details[field] === null || details[field] === undefined) {
            errors[`details.${field}`] ??= [`The ${label(field)} field is required.`];
          }
        }
        if (!current.files.some((file) => file.system_type === 'wideangle')) {
          errors.wideangle = ['A wide-angle image of the garden is required.'];
        }
      }
      if (Object.keys(errors).length > 0) return invalid(errors);
      const homeworkDone = completed && current.survey_results_id !== null;
      current = {
        ...current,
        name,
        details: { ...(details as unknown as DesignDetailsWire), completed },
        status: current.status === 'created' && homeworkDone ? 'scheduling' : current.status,
      };
      return HttpResponse.json({ data: current });
    }),

    http.post('/api/designs/:id/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const systemType = form.get('system_type') as DesignFileSystemType | null;
      if (!(file instanceof File)) return invalid({ file: ['The file field is required.'] });
      if (file.size > designFileLimits.bytes) {
        const message = 'File size exceeds 5MB. Please choose a smaller file.';
        return HttpResponse.json({ message, errors: { file: [message] } }, { status: 413 });
      }
      const count = (type: DesignFileSystemType) =>
        current.files.filter((stored) => stored.system_type === type).length;
      if (systemType === 'wideangle' && count('wideangle') >= 1) {
        return invalid({
          file: ['A design has one wide-angle image: remove it before uploading another.'],
        });
      }
      if (systemType === 'user_imgs' && count('user_imgs') >= designFileLimits.user_imgs) {
        return invalid({ file: ['A design has at most 6 additional images.'] });
      }
      await delay(300);
      const id = nextFileId++;
      const description = form.get('description');
      const stored = designFile(id, systemType ?? 'user_imgs', {
        name: file.name,
        file_type: file.type || 'image/png',
        size: file.size,
        description: typeof description === 'string' ? description.trim() : '',
      });
      current = { ...current, files: [...current.files, stored] };
      return HttpResponse.json({ data: stored }, { status: 201 });
    }),

    http.put('/api/designs/:id/upload/:file', async ({ request, params }) => {
      await delay(notesDelay);
      const { description } = (await request.json()) as { description?: unknown };
      if (typeof description !== 'string') {
        return invalid({ description: ['The description must be a string.'] });
      }
      if (description.trim().length > designFileLimits.descriptionLength) {
        return invalid({
          description: ['The description must not be greater than 250 characters.'],
        });
      }
      const stored = current.files.find((file) => String(file.id) === params.file);
      if (!stored) return HttpResponse.json({ message: 'File not found' }, { status: 404 });
      const changed = { ...stored, description: description.trim() };
      current = {
        ...current,
        files: current.files.map((file) => (file.id === changed.id ? changed : file)),
      };
      return HttpResponse.json({ data: changed });
    }),

    http.delete('/api/designs/:id/upload/:file', async ({ params }) => {
      await delay(150);
      if (!current.files.some((file) => String(file.id) === params.file)) {
        return HttpResponse.json({ message: 'File not found' }, { status: 404 });
      }
      current = {
        ...current,
        files: current.files.filter((file) => String(file.id) !== params.file),
      };
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(
      '/api/design-files/:key',
      () =>
        new HttpResponse(gardenPictureSvg, {
          headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' },
        }),
    ),
  ];
}

import { delay, http, HttpResponse } from 'msw';
import type {
  AccountWire,
  CoachWire,
  OrderWire,
  PaymentSourceWire,
  SurveyWire,
} from '#src/lib/api/types.ts';
import { demoAccount, demoAccountWire } from '#src/demo/people.ts';

// Demo account-area data for stories and tests, in the wire shapes of src/lib/api/types.ts. The people
// are the reference API's demo accounts (src/demo/people.ts); avatars are inline, so stories make no
// image requests.

const avatar = (initials: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${fill}"/><text x="40" y="50" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`,
  )}`;

export const demoCustomer: AccountWire = demoAccountWire('customer');

export const demoCoachAccount: AccountWire = demoAccountWire('coach', avatar('MO', '#2f5d3a'));

export const demoOwner: AccountWire = demoAccountWire('owner', avatar('JR', '#b5452f'));

export const demoCoachProfile: CoachWire = {
  id: demoCoachAccount.id,
  first_name: demoCoachAccount.first_name,
  last_name: demoCoachAccount.last_name,
  images: { avatar: { image: demoCoachAccount.images?.avatar?.image ?? null } },
  coach: true,
  coach_status: 'active',
  has_zoom: true,
  coach_zoom_only: false,
  is_available_now: false,
  expertises: [{ id: 1, name: 'Raised beds' }],
  properties: [
    { id: 11, name: 'about', property: 'I design small kitchen gardens that feed a family.' },
    { id: 12, name: 'testimonial', property: '"Our first harvest was huge!" — Sam' },
  ],
  addresses: [{ city: 'Portland', state: 'OR' }],
};

const customerName = `${demoAccount('customer').first_name} ${demoAccount('customer').last_name}`;

function source(
  id: string,
  brand: string,
  last4: string,
  exp_month: number,
  exp_year: number,
): PaymentSourceWire {
  return {
    source: id,
    status: 'chargeable',
    details: { brand, last4, exp_month, exp_year, name: customerName },
  };
}

/** One saved card per brand with an icon, and one without. */
export const demoPaymentSources: PaymentSourceWire[] = [
  source('src_visa', 'Visa', '4242', 12, 2029),
  source('src_mastercard', 'MasterCard', '4444', 3, 2028),
  source('src_amex', 'American Express', '8431', 7, 2027),
  source('src_jcb', 'JCB', '0505', 1, 2030),
  source('src_discover', 'Discover', '1117', 9, 2028),
  source('src_maestro', 'maestro', '0604', 5, 2029),
  source('src_cirrus', 'Cirrus', '5100', 11, 2031),
  source('src_unionpay', 'UnionPay', '0005', 2, 2030),
];

const coach = {
  id: demoCoachAccount.id,
  first_name: demoCoachAccount.first_name,
  last_name: demoCoachAccount.last_name,
  images: { avatar: { image: demoCoachAccount.images?.avatar?.image ?? null } },
};
const customer = {
  id: demoCustomer.id,
  first_name: demoCustomer.first_name,
  last_name: demoCustomer.last_name,
};

export const demoSurvey: SurveyWire = {
  id: 5,
  name: 'Pre-session questionnaire',
  description: 'Tell your designer about your space before the call.',
  questions: [
    { id: 'goals', type: 'textarea', label: 'What would you like to grow?', required: true },
    {
      id: 'space',
      type: 'text',
      label: 'How big is your space?',
      required: false,
      help: 'In feet, e.g. 10 x 12.',
    },
    {
      id: 'sun',
      type: 'radio',
      label: 'How much sun does it get?',
      required: true,
      options: ['Full sun', 'Part shade', 'Full shade'],
    },
    {
      id: 'experience',
      type: 'select',
      label: 'How much gardening have you done?',
      required: false,
      options: ['None yet', 'A few seasons', 'Many years'],
    },
    {
      id: 'crops',
      type: 'checkbox',
      label: 'Which crops interest you?',
      required: false,
      options: ['Herbs', 'Salad greens', 'Tomatoes'],
    },
  ],
};

export const demoOrders: OrderWire[] = [
  {
    id: 12,
    uuid: '5b8e7c1e-1d9f-4a53-9c6b-2d7f3e1a0c12',
    user_id: customer.id,
    coach_id: coach.id,
    product_id: 3,
    amount: 15_000,
    discount: 0,
    status: 'scheduled',
    created_at: '2026-02-20T15:00:00Z',
    scheduled_start: '2026-03-04T16:00:00Z',
    scheduled_end: '2026-03-04T17:00:00Z',
    instant_booking: false,
    zoom_meeting: { join_url: 'https://zoom.example/j/123456789' },
    survey_results_id: null,
    design_id: null,
    product: {
      id: 3,
      name: '60 Minute Coaching Session',
      price: 15_000,
      session_length: 60,
      description: 'A video call with a designer.',
      survey_id: 5,
      type: 'coaching-session',
    },
    coach,
    user: customer,
  },
  {
    id: 9,
    uuid: '0f3c2a77-6b1e-4e0e-8d6a-9a4b5c6d7e80',
    user_id: customer.id,
    coach_id: coach.id,
    product_id: 1,
    amount: 49_950,
    discount: -5_000,
    status: 'complete',
    created_at: '2025-11-02T18:30:00Z',
    scheduled_start: '2025-11-10T19:30:00Z',
    scheduled_end: '2025-11-10T20:00:00Z',
    instant_booking: true,
    zoom_meeting: null,
    survey_results_id: 21,
    design_id: 4,
    product: {
      id: 1,
      name: 'Kitchen Garden Design',
      price: 54_950,
      session_length: 30,
      description: 'A full design for your garden.',
      survey_id: 5,
      type: 'garden-design',
    },
    coach,
    user: customer,
  },
];

export interface DemoAccountHandlerOptions {
  sources?: PaymentSourceWire[];
  orders?: OrderWire[];
  /** Status answered for the lists (e.g. 500 for a failed load). */
  sourcesStatus?: number;
  ordersStatus?: number;
  /** Status answered when a card is removed. */
  removeStatus?: number;
  /** Milliseconds before the lists answer (a loading state). */
  latency?: number | 'infinite';
  /** The upload's answer: an error status with a message, or success. */
  upload?: { status: number; message?: string };
}

/** MSW handlers for the `/api` door of the account pages. */
export function demoAccountHandlers({
  sources = demoPaymentSources,
  orders = demoOrders,
  sourcesStatus = 200,
  ordersStatus = 200,
  removeStatus = 204,
  latency = 0,
  upload = { status: 200 },
}: DemoAccountHandlerOptions = {}) {
  const wait = () => (latency ? delay(latency) : Promise.resolve());
  let saved = [...sources];
  return [
    http.get('/api/users/:id/payment-sources', async () => {
      await wait();
      if (sourcesStatus >= 400) {
        return HttpResponse.json({ message: 'Server error' }, { status: sourcesStatus });
      }
      return HttpResponse.json({ data: saved });
    }),
    http.delete('/api/users/:id/payment-sources/:source', ({ params }) => {
      if (removeStatus >= 400) {
        return HttpResponse.json({ message: 'Could not remove' }, { status: removeStatus });
      }
      saved = saved.filter((item) => item.source !== params.source);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/users/:id/orders', async () => {
      await wait();
      if (ordersStatus >= 400) {
        return HttpResponse.json({ message: 'Server error' }, { status: ordersStatus });
      }
      return HttpResponse.json({ data: orders });
    }),
    http.post('/api/images', async () => {
      if (upload.status >= 400) {
        return HttpResponse.json(
          { message: upload.message ?? 'Upload failed' },
          { status: upload.status },
        );
      }
      return HttpResponse.json({
        data: { id: 77, image: avatar('CC', '#1d5a8a'), model: 'avatar' },
      });
    }),
    http.put('/api/users/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<AccountWire>;
      return HttpResponse.json({ data: { ...demoCustomer, id: Number(params.id), ...body } });
    }),
  ];
}

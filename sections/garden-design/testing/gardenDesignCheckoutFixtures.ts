// The garden-design products as the reference API seeds them (api/seed/accountArea.ts: Garden Design
// asks survey 2 'Hone your vision', Lite and Plus ask none), and MSW handlers for the landing's
// checkout: the products, the checkout's calls (cards, discounts, POST /orders, whose order for a
// garden design is design 31) and the survey's (the survey, its answers, PUT /designs/{id}), for the
// section's stories and tests.

import { http, HttpResponse } from 'msw';
import { gardenDesignProducts } from '#src/demo/sections/garden-design.ts';
import type { DesignUpdateRequest, OrderCreateRequest, ProductWire } from '#src/lib/api/types.ts';
import {
  checkoutHandlers,
  type CheckoutApiOptions,
} from '#src/features/checkout/testing/checkoutFixtures.ts';
import {
  designSurveyHandlers,
  type DesignSurveyApiOptions,
} from '#src/features/designs/survey/testing/designSurveyFixtures.ts';

/** Lite (4), Garden Design (1, with the questionnaire) and Plus (5), cheapest first, as seeded. */
export const seededDesignProducts: ProductWire[] = gardenDesignProducts;

/** Garden Design: the product with the questionnaire. */
export const productWithSurvey = seededDesignProducts.find((product) => product.id === 1)!;
/** Garden Design Lite: a product without one. */
export const productWithoutSurvey = seededDesignProducts.find((product) => product.id === 4)!;

/** The design the demo API's POST /orders makes for a garden-design product. */
export const boughtDesignId = 31;

export interface GardenDesignCheckoutApi {
  checkout?: Omit<CheckoutApiOptions, 'requests' | 'orders' | 'products'>;
  survey?: Omit<DesignSurveyApiOptions, 'requests' | 'saved' | 'updates'>;
}

/**
 * The landing's API with every call recorded: `requests` (`METHOD /path` in order), the orders, the
 * answers saved and the designs' updates.
 */
export function gardenDesignCheckoutApi({ checkout, survey }: GardenDesignCheckoutApi = {}) {
  const requests: string[] = [];
  const orders: OrderCreateRequest[] = [];
  const saved: unknown[] = [];
  const updates: DesignUpdateRequest[] = [];
  const handlers = [
    http.get('/api/products', () => {
      requests.push('GET /products');
      return HttpResponse.json({ data: seededDesignProducts });
    }),
    ...checkoutHandlers({ ...checkout, requests, orders, products: seededDesignProducts }),
    ...designSurveyHandlers({ ...survey, requests, saved, updates }),
  ];
  return { handlers, requests, orders, saved, updates };
}

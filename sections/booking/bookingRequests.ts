import { ApiError, type ApiClient } from '#src/lib/api/client.ts';
import type { CoachWire, DataResponse, ProductWire } from '#src/lib/api/types.ts';
import {
  coachingProductsKey,
  fetchCoachingProducts,
} from '#src/features/coaching/useCoachingProducts.ts';
import type { BookingContent } from './schema.ts';

/** What a `booking` section loads: the designer (null when the API knows no such user) and the packages. */
export interface BookingData {
  coach: CoachWire | null;
  /** Null when they could not be loaded with the designer: the booker then loads them itself. */
  products: ProductWire[] | null;
}

/**
 * The SWR key of the section's data: the two requests it makes,
 * `GET /users/2 + GET /products?type=coaching-session&order=desc`. The server's prefetch fills the SWR
 * fallback under the same key, so the first HTML has the booker's packages.
 */
export function bookingKey(content: BookingContent): string {
  return `GET /users/${content.coach} + GET ${coachingProductsKey}`;
}

/**
 * `GET /users/{id}` and the session packages, side by side. An unknown designer (404) is not an error:
 * the section says they are unavailable. Any other failure of the designer's call is (the section says
 * it could not load them); a failure of the packages' call leaves them to the booker.
 */
export async function fetchBooking(api: ApiClient, content: BookingContent): Promise<BookingData> {
  const products = fetchCoachingProducts(api).catch(() => null);
  try {
    const coach = (await api.get<DataResponse<CoachWire>>(`/users/${content.coach}`)).data;
    return { coach, products: await products };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { coach: null, products: null };
    throw error;
  }
}

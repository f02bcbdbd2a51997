import { ApiError, type ApiClient } from '#src/lib/api/client.ts';
import type { DataResponse, SubscriptionPlanWire, SubscriptionWire } from '#src/lib/api/types.ts';
import { loadProvider } from './providers.server.ts';

export interface SubscriptionPageData {
  providerId: number;
  plans: SubscriptionPlanWire[];
  subscription: SubscriptionWire | null;
  /** Set when the plans or the subscription could not be loaded (the page says so). */
  loadError: boolean;
}

/**
 * What /account/subscription shows a business owner: the plans on offer and the business's
 * subscription, if it has one (its id is on the provider: docs/api/subscriptions.md).
 */
export async function loadSubscriptionPage(
  api: ApiClient,
  providerId: number,
): Promise<SubscriptionPageData> {
  try {
    const [plans, provider] = await Promise.all([
      api.get<DataResponse<SubscriptionPlanWire[]>>('/providers/subscriptions/available'),
      loadProvider(api, providerId),
    ]);
    const subscriptionId = provider.subscription_id ?? null;
    const subscription =
      subscriptionId === null
        ? null
        : await api
            .get<DataResponse<SubscriptionWire>>(
              `/providers/${providerId}/subscriptions/${subscriptionId}`,
            )
            .then((response) => response.data)
            .catch((error: unknown) => {
              if (error instanceof ApiError && error.status === 404) return null;
              throw error;
            });
    return {
      providerId,
      plans: [...plans.data].sort((a, b) => a.price - b.price),
      subscription,
      loadError: false,
    };
  } catch (error) {
    console.warn('[subscription] could not load:', (error as Error).message);
    return { providerId, plans: [], subscription: null, loadError: true };
  }
}

import { Elements } from '@stripe/react-stripe-js';
import type { Source, Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { ApiClient } from '#src/lib/api/client.ts';
import type { StripeConfigWire } from '#src/lib/api/types.ts';
import type { PaymentChoice } from './paymentChoice.ts';

/** The owner data sent with a new card (the contract: `{ type: 'card', owner: { email } }`). */
export interface CardSourceData {
  type: 'card';
  owner: { email: string };
}

/** What `stripe.createSource` answers. */
export type CreateSourceResult =
  | { source: Source; error?: undefined }
  | { source?: undefined; error: Partial<StripeError> & { message?: string } };

/**
 * The Stripe object as the checkout uses it. `createSource` (Stripe's Sources API, which the API
 * charges) is no longer in @stripe/stripe-js's types, so it is declared here, and optional: a
 * Stripe.js without it counts as a failure to load payment options.
 */
export type CheckoutStripe = Stripe & {
  createSource?: (element: StripeCardElement, data: CardSourceData) => Promise<CreateSourceResult>;
};

/** idle: nothing asked for yet; loading; ready (a card can be entered); failed (the message shows). */
export type StripeStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What the card field last reported (`change` events of Stripe's card element). */
export interface CardEntryState {
  complete: boolean;
  empty: boolean;
  error: string | null;
}

export const emptyCardEntry: CardEntryState = { complete: false, empty: true, error: null };

/** What the payment form last showed: read by `useResolvePaymentSource` when it is called. */
export interface PaymentFormSnapshot {
  choice: PaymentChoice;
  card: CardEntryState;
  /** What the form offers: saved cards to choose, and a new card to enter (not without a Stripe key). */
  offers: { saved: boolean; newCard: boolean };
}

interface StripeContextValue {
  status: StripeStatus;
  /**
   * Loads Stripe.js, once, with the key `useNewCardOffer` found (or asks the API for it when none is
   * given); called when a new card is to be entered.
   */
  request: (publishableKey?: string | null) => void;
  /** The payment form reports its choice and its card field's state here. */
  report: (update: Partial<PaymentFormSnapshot>) => void;
  /** The last report. */
  snapshot: () => PaymentFormSnapshot;
}

const StripeContext = createContext<StripeContextValue | null>(null);

/** How long Stripe.js may take before payment options count as unavailable. */
export const stripeLoadTimeout = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Stripe.js took too long to load')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The SWR key (the API path) of the card provider's configuration, `GET /stripe`. */
export const stripeConfigKey = '/stripe';

/**
 * Stripe.js through `loadStripe`, with the publishable key. The library and its script load only
 * now, when a card is to be entered: pages that never take a new card never fetch either. Throws
 * when Stripe.js cannot be reached.
 */
export async function loadStripeWithKey(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await withTimeout(loadStripe(publishableKey), stripeLoadTimeout);
  if (!stripe) throw new Error('Stripe.js is not available here');
  return stripe;
}

/** The publishable key from `GET /stripe`, then Stripe.js. Throws when there is no key. */
export async function loadStripeFromApi(api: ApiClient): Promise<Stripe> {
  const { data } = await api.get<{ data: StripeConfigWire }>(stripeConfigKey);
  const key = data?.publishable_key;
  if (!key) throw new Error('The API has no Stripe publishable key');
  return loadStripeWithKey(key);
}

/**
 * Whether a new card can be entered here: `checking` while `GET /stripe` is on its way; `offered`
 * with a publishable key; `none` when the API answers none (docs/api/payments.md: saved cards only, and
 * nothing is wrong); `unknown` when the request failed (choosing a new card then says payment
 * options could not be loaded, which is true).
 */
export type NewCardOffer =
  | { status: 'checking' | 'none' | 'unknown'; publishableKey?: undefined }
  | { status: 'offered'; publishableKey: string };

/** Asks the API for its Stripe key (`GET /stripe`, shared through SWR); Stripe.js is not loaded. */
export function useNewCardOffer(): NewCardOffer {
  const api = useApi();
  const { data, error } = useSWR(
    stripeConfigKey,
    async (path: string) => (await api.get<{ data: StripeConfigWire }>(path)).data,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (data) {
    return data.publishable_key
      ? { status: 'offered', publishableKey: data.publishable_key }
      : { status: 'none' };
  }
  return { status: error ? 'unknown' : 'checking' };
}

export interface StripeProviderProps {
  /**
   * A Stripe object to use instead of loading Stripe.js (stories and tests pass the fake of
   * `testing/fakeStripe.ts`). It is awaited only when a card is to be entered, as the real one would be
   * loaded; a promise that rejects or gives null counts as a failure to load. It stands in for the
   * library only: whether a new card is offered is still the API's answer to `GET /stripe`.
   */
  stripe?: Promise<Stripe | null>;
  children: ReactNode;
}

/**
 * The boundary with Stripe: gives `PaymentForm` and `useResolvePaymentSource` Stripe's `<Elements>`,
 * loading Stripe.js only when a new card is to be entered (`PaymentForm` asks the API for the key
 * first, to know whether to offer one). Saved cards and totals of 0 never need Stripe.js, and keep
 * working when it fails. Inside another `StripeProvider` it adds nothing, so
 * a page (or a story) can provide one around a component that brings its own.
 */
export function StripeProvider(props: StripeProviderProps) {
  const outer = useContext(StripeContext);
  if (outer) return props.children;
  return <OwnStripeProvider {...props} />;
}

function OwnStripeProvider({ stripe: given, children }: StripeProviderProps) {
  const api = useApi();
  const [status, setStatus] = useState<StripeStatus>('idle');
  // What <Elements> receives: null until asked, then a promise that never rejects (Elements
  // does not catch), giving null when loading failed.
  const [elementsStripe, setElementsStripe] = useState<Promise<Stripe | null> | null>(null);
  const started = useRef(false);
  const form = useRef<PaymentFormSnapshot>({
    choice: null,
    card: emptyCardEntry,
    offers: { saved: true, newCard: true },
  });

  const request = useCallback(
    (publishableKey?: string | null) => {
      if (started.current) return;
      started.current = true;
      setStatus('loading');
      const loaded =
        given ?? (publishableKey ? loadStripeWithKey(publishableKey) : loadStripeFromApi(api));
      const loading = loaded.then((stripe) => {
        if (!stripe) throw new Error('No Stripe object');
        return stripe;
      });
      setElementsStripe(
        loading.then(
          (stripe) => {
            setStatus('ready');
            return stripe;
          },
          (error: unknown) => {
            console.warn('Payment options could not be loaded', error);
            setStatus('failed');
            return null;
          },
        ),
      );
    },
    [api, given],
  );

  const report = useCallback((update: Partial<PaymentFormSnapshot>) => {
    form.current = { ...form.current, ...update };
  }, []);
  const snapshot = useCallback(() => form.current, []);
  const value = useMemo(
    () => ({ status, request, report, snapshot }),
    [status, request, report, snapshot],
  );
  return (
    <StripeContext.Provider value={value}>
      <Elements stripe={elementsStripe}>{children}</Elements>
    </StripeContext.Provider>
  );
}

/** The nearest `StripeProvider`'s state; throws outside one, naming the caller. */
export function useStripeBoundary(caller: string): StripeContextValue {
  const value = useContext(StripeContext);
  if (!value) throw new Error(`${caller} must be used inside <StripeProvider>`);
  return value;
}

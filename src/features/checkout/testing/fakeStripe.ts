import type { Source, Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import type { CardSourceData, CreateSourceResult } from '../stripe.tsx';

// A fake of the Stripe.js client objects that @stripe/react-stripe-js 7 and the checkout call, for
// stories and tests (Stripe.js cannot be reached from these machines, and a test must not charge).
// It keeps Stripe's rules where the checkout could trip on them: `<Elements>` accepts it only with
// elements/createToken/createPaymentMethod/confirmCardPayment; one Element per type until it is
// destroyed; a destroyed Element cannot be mounted again; `change` events carry Stripe's fields.
// The card field is one real <input> for the card number (Stripe's iframe holds number, expiry,
// CVC and ZIP): 16 digits that pass the Luhn check make it complete.

/** What `createSource` does with a complete card. */
export const fakeSourceOutcomes = ['chargeable', 'not-chargeable', 'fails'] as const;
export type FakeSourceOutcome = (typeof fakeSourceOutcomes)[number];

export interface FakeStripeOptions {
  /** `chargeable` (default), `not-chargeable` (a source with status `failed`), `fails` (`{ error }`). */
  createSource?: FakeSourceOutcome;
  /** The message of a failing `createSource`. */
  failureMessage?: string;
  /** Milliseconds `createSource` takes (default 0). */
  latency?: number;
}

/** A card number that completes the fake card field (Stripe's test Visa). */
export const fakeCardNumber = '4242 4242 4242 4242';
/** The message of a failing `createSource` unless told otherwise. */
export const fakeDeclineMessage = 'Your card was declined.';

type Handler = (event?: unknown) => void;

export interface FakeCardState {
  complete: boolean;
  empty: boolean;
  /** A validation message, as Stripe shows them ("Your card number is invalid."). */
  error?: string | null;
}

/** Thrown where Stripe.js throws its IntegrationError. */
export class FakeStripeIntegrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntegrationError';
  }
}

const luhn = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

type Brand = StripeCardElementChangeEvent['brand'];
const brandOf = (digits: string): Brand => {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  return 'unknown';
};
const brandNames: Record<Brand, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Unknown',
};

/** The fake card Element: `mount` puts a real, focusable, labelled input in the container. */
export class FakeCardElement {
  readonly elementType = 'card';
  options: Record<string, unknown>;
  /** Each `update(options)`, in order. */
  readonly updates: Record<string, unknown>[] = [];
  container: HTMLElement | null = null;
  input: HTMLInputElement | null = null;
  destroyed = false;
  private readonly handlers = new Map<string, Set<Handler>>();
  private state: FakeCardState = { complete: false, empty: true, error: null };
  private digits = '';

  constructor(
    options: Record<string, unknown>,
    private readonly onDestroy: (element: FakeCardElement) => void,
  ) {
    this.options = options;
  }

  /** The card's number as typed (digits only), for `createSource`. */
  get number() {
    return this.digits;
  }
  get cardState(): FakeCardState {
    return { ...this.state };
  }

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler?: Handler) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
    return this;
  }
  once(event: string, handler: Handler) {
    const wrapped: Handler = (payload) => {
      this.off(event, wrapped);
      handler(payload);
    };
    return this.on(event, wrapped);
  }
  /** How many handlers listen to `event` (react-stripe-js adds one per callback prop). */
  listenerCount(event: string) {
    return this.handlers.get(event)?.size ?? 0;
  }
  private emit(event: string, payload?: unknown) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }

  mount(target: string | HTMLElement) {
    if (this.destroyed) {
      throw new FakeStripeIntegrationError('This Element has already been destroyed.');
    }
    if (this.container) throw new FakeStripeIntegrationError('This Element is already mounted.');
    const container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!(container instanceof HTMLElement)) {
      throw new FakeStripeIntegrationError(
        `The selector you specified (${String(target)}) applies to no DOM elements.`,
      );
    }
    const input = container.ownerDocument.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = 'cc-number';
    input.setAttribute('aria-label', 'Credit or debit card number');
    input.placeholder = 'Card number';
    input.dataset.fakeStripe = 'card';
    Object.assign(input.style, {
      width: '100%',
      border: '0',
      outline: 'none',
      background: 'transparent',
      font: 'inherit',
      color: 'inherit',
      padding: '0',
    });
    input.value = this.digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    input.addEventListener('input', this.onInput);
    input.addEventListener('focus', this.onFocus);
    input.addEventListener('blur', this.onBlur);
    container.classList.add('StripeElement');
    container.appendChild(input);
    this.container = container;
    this.input = input;
    this.syncClasses();
    // Stripe.js answers `ready` once its iframe has loaded.
    setTimeout(() => {
      if (this.input === input) this.emit('ready', this);
    }, 0);
  }

  unmount() {
    if (!this.container || !this.input) return;
    this.input.removeEventListener('input', this.onInput);
    this.input.removeEventListener('focus', this.onFocus);
    this.input.removeEventListener('blur', this.onBlur);
    this.input.remove();
    this.container.classList.remove(
      'StripeElement',
      'StripeElement--focus',
      'StripeElement--invalid',
      'StripeElement--complete',
      'StripeElement--empty',
    );
    this.container = null;
    this.input = null;
  }

  destroy() {
    if (this.destroyed) return;
    this.unmount();
    this.destroyed = true;
    this.handlers.clear();
    this.onDestroy(this);
  }

  update(options: Record<string, unknown>) {
    if (this.destroyed)
      throw new FakeStripeIntegrationError('This Element has already been destroyed.');
    this.updates.push(options);
    this.options = { ...this.options, ...options };
  }
  focus() {
    this.input?.focus();
  }
  blur() {
    this.input?.blur();
  }
  clear() {
    this.digits = '';
    if (this.input) this.input.value = '';
    this.setState({ complete: false, empty: true, error: null });
  }

  /**
   * Puts the field in a state as if the person had typed: `{ complete: true }`, an incomplete card,
   * or a validation error. Typing into the input does the same through the Luhn rule.
   */
  setState(next: FakeCardState, digits?: string) {
    if (digits !== undefined) this.digits = digits;
    else if (next.complete && this.digits.length < 16)
      this.digits = fakeCardNumber.replace(/\D/g, '');
    this.state = { complete: next.complete, empty: next.empty, error: next.error ?? null };
    this.syncClasses();
    const event: StripeCardElementChangeEvent = {
      elementType: 'card',
      empty: this.state.empty,
      complete: this.state.complete,
      error: this.state.error
        ? { type: 'validation_error', code: 'invalid_number', message: this.state.error }
        : undefined,
      value: { postalCode: '' },
      brand: brandOf(this.digits),
    };
    this.emit('change', event);
  }

  private syncClasses() {
    const list = this.container?.classList;
    if (!list) return;
    list.toggle('StripeElement--empty', this.state.empty);
    list.toggle('StripeElement--complete', this.state.complete);
    list.toggle('StripeElement--invalid', Boolean(this.state.error));
  }

  private readonly onInput = () => {
    const digits = (this.input?.value ?? '').replace(/\D/g, '').slice(0, 16);
    const full = digits.length === 16;
    this.setState(
      {
        empty: digits.length === 0,
        complete: full && luhn(digits),
        error: full && !luhn(digits) ? 'Your card number is invalid.' : null,
      },
      digits,
    );
  };
  private readonly onFocus = () => {
    this.container?.classList.add('StripeElement--focus');
    this.emit('focus', { elementType: 'card' });
  };
  private readonly onBlur = () => {
    this.container?.classList.remove('StripeElement--focus');
    // As Stripe does: an unfinished number is reported once the field is left.
    if (!this.state.empty && !this.state.complete && !this.state.error) {
      this.setState({ empty: false, complete: false, error: 'Your card number is incomplete.' });
    }
    this.emit('blur', { elementType: 'card' });
  };
}

/** The fake Elements group: `create('card')`, `getElement`, `update`. */
class FakeElements {
  readonly created: FakeCardElement[] = [];
  readonly updates: Record<string, unknown>[] = [];
  private live: FakeCardElement | null = null;
  constructor(readonly options: Record<string, unknown> | undefined) {}

  create(type: string, options: Record<string, unknown> = {}) {
    if (type !== 'card') {
      throw new FakeStripeIntegrationError(
        `The fake Stripe makes only card Elements, not ${type}.`,
      );
    }
    if (this.live)
      throw new FakeStripeIntegrationError('Can only create one Element of type card.');
    const element = new FakeCardElement(options, (destroyed) => {
      if (this.live === destroyed) this.live = null;
    });
    this.live = element;
    this.created.push(element);
    return element;
  }

  getElement(typeOrComponent: string | { __elementType?: string }) {
    const type =
      typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent?.__elementType;
    return type === 'card' ? this.live : null;
  }

  update(options: Record<string, unknown>) {
    this.updates.push(options);
  }
  fetchUpdates() {
    return Promise.resolve({});
  }
  submit() {
    return Promise.resolve({});
  }
}

export interface FakeStripe {
  /** The Stripe-shaped object. */
  stripe: Stripe;
  /** The same, as the promise `StripeProvider` takes (made once, so `<Elements>` sees one value). */
  promise: Promise<Stripe>;
  /** Changes what `createSource` does from now on. */
  setOutcome: (outcome: FakeSourceOutcome, failureMessage?: string) => void;
  /** The card Element on the page, if one is mounted. */
  card: () => FakeCardElement | null;
  /** Sets the card field's state as if typed (see `FakeCardElement.setState`). */
  setCard: (state: FakeCardState) => void;
  /** Every `createSource(element, data)` call's data, in order. */
  createSourceCalls: CardSourceData[];
  /** Each `elements(options)` group made (react-stripe-js makes one per `<Elements>`). */
  elementsGroups: FakeElements[];
  /** What react-stripe-js registered about itself (`registerAppInfo`). */
  appInfo: unknown[];
}

/** A fake Stripe whose `createSource` answers as `options` say (see `FakeStripeOptions`). */
export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripe {
  let outcome: FakeSourceOutcome = options.createSource ?? 'chargeable';
  let failureMessage = options.failureMessage ?? fakeDeclineMessage;
  const latency = options.latency ?? 0;
  const createSourceCalls: CardSourceData[] = [];
  const elementsGroups: FakeElements[] = [];
  const appInfo: unknown[] = [];
  let sources = 0;

  const liveCard = () => {
    for (const group of [...elementsGroups].reverse()) {
      const card = group.getElement('card');
      if (card) return card;
    }
    return null;
  };
  const unsupported = (name: string) => () =>
    Promise.resolve({
      error: { type: 'invalid_request_error', message: `The fake Stripe does not do ${name}.` },
    });

  const stripe = {
    elements(elementsOptions?: Record<string, unknown>) {
      const group = new FakeElements(elementsOptions);
      elementsGroups.push(group);
      return group;
    },
    async createSource(
      element: FakeCardElement,
      data: CardSourceData,
    ): Promise<CreateSourceResult> {
      if (!(element instanceof FakeCardElement)) {
        throw new FakeStripeIntegrationError(
          'createSource: the first argument must be an Element.',
        );
      }
      if (element.destroyed) {
        throw new FakeStripeIntegrationError('createSource: the Element has been destroyed.');
      }
      createSourceCalls.push(data);
      if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
      const state = element.cardState;
      if (!state.complete) {
        return {
          error: {
            type: 'validation_error',
            code: 'incomplete_number',
            message: state.error ?? 'Your card number is incomplete.',
          },
        };
      }
      if (outcome === 'fails') {
        return { error: { type: 'card_error', code: 'card_declined', message: failureMessage } };
      }
      sources += 1;
      const digits = element.number;
      const source = {
        id: `src_fake_${sources}`,
        object: 'source',
        type: 'card',
        status: outcome === 'chargeable' ? 'chargeable' : 'failed',
        flow: 'none',
        usage: 'reusable',
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        client_secret: `src_client_secret_fake_${sources}`,
        amount: null,
        currency: null,
        metadata: {},
        owner: {
          email: data.owner.email,
          address: null,
          name: null,
          phone: null,
          verified_address: null,
          verified_email: null,
          verified_name: null,
          verified_phone: null,
        },
        card: {
          brand: brandNames[brandOf(digits)],
          last4: digits.slice(-4),
          exp_month: 12,
          exp_year: 2034,
          funding: 'credit',
          country: 'US',
        },
      };
      return { source: source as unknown as Source };
    },
    createToken: unsupported('createToken'),
    createPaymentMethod: unsupported('createPaymentMethod'),
    confirmCardPayment: unsupported('confirmCardPayment'),
    registerAppInfo(info: unknown) {
      appInfo.push(info);
    },
    _registerWrapper(info: unknown) {
      appInfo.push(info);
    },
  };

  // The one cast: the fake has the members react-stripe-js and the checkout call, not all of Stripe's.
  const asStripe = stripe as unknown as Stripe;
  return {
    stripe: asStripe,
    promise: Promise.resolve(asStripe),
    setOutcome(next, message) {
      outcome = next;
      if (message) failureMessage = message;
    },
    card: liveCard,
    setCard(state) {
      const card = liveCard();
      if (!card) throw new Error('No card Element is mounted.');
      card.setState(state);
    },
    createSourceCalls,
    elementsGroups,
    appInfo,
  };
}

/**
 * A Stripe that never arrives, as when js.stripe.com cannot be reached: the promise `loadStripe`
 * gives then rejects ('Failed to load Stripe.js'). Marked handled, so it may wait unused.
 */
export function unreachableStripe(): Promise<Stripe | null> {
  const promise = Promise.reject<Stripe | null>(new Error('Failed to load Stripe.js'));
  promise.catch(() => {});
  return promise;
}

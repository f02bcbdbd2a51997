import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSWR } from '#src/lib/api/swr.ts';
import { CardBrandIcon } from '#src/features/account/cardBrands/index.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { PaymentSourceWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { RadioGroup } from '#src/ui/components/Radio/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { messageCatalogue } from '#src/lib/messages/index.ts';
import { useLoadFailureToast } from '#src/lib/messages/useLoadFailureToast.ts';
import { tokens } from '#src/ui/theme/tokens.ts';
import * as styles from './checkout.css.ts';
import { checkoutWording } from './checkoutWording.ts';
import type { PaymentChoice } from './paymentChoice.ts';
import {
  emptyCardEntry,
  useNewCardOffer,
  useStripeBoundary,
  type CardEntryState,
} from './stripe.tsx';
import { cardName } from './useResolvePaymentSource.ts';

/** The SWR key (the API path) of a person's saved cards; the account's Payments page shares it. */
export const paymentSourcesKey = (userId: number) => `/users/${userId}/payment-sources`;

/** The radio value of 'Add a new card' (saved cards use their `src_…` id). */
export const newCardValue = 'new-card';

// Stripe draws its card field in an iframe that cannot read the page's CSS, so the field gets the
// theme's values directly (the system font: the iframe cannot load the site's web fonts).
const cardStyle: StripeCardElementOptions['style'] = {
  base: {
    color: tokens.color.text,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSize: '16px',
    '::placeholder': { color: tokens.color.neutral500 },
  },
  invalid: { color: tokens.color.error, iconColor: tokens.color.error },
};

export interface PaymentFormProps {
  /** Whose saved cards to offer (`GET /users/{id}/payment-sources`). */
  userId: number;
  /** The choice shown: a saved card, a new card, or nothing yet. */
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  /** A message about the choice (from `useResolvePaymentSource`, or the server's `payment_source` error). */
  error?: string | null;
  /** Names the radio group of cards. */
  label?: string;
  disabled?: boolean;
}

/**
 * Saved cards as a radio group (brand icon, last four digits, expiry) and 'Add a new card', which
 * shows Stripe's card field (loading Stripe.js then, not before). 'Add a new card' is offered only
 * when the API has a Stripe key (`GET /stripe`); without one the form offers the saved cards, or says
 * there is no card to pay with. Card field errors, the choice's error and a failure to load payment
 * options are read out from one alert area. Used inside a `StripeProvider`, with
 * `useResolvePaymentSource` to turn the choice into a `payment_source`.
 */
export function PaymentForm({
  userId,
  value,
  onChange,
  error,
  label = checkoutWording.savedCards,
  disabled = false,
}: PaymentFormProps) {
  const api = useApi();
  const boundary = useStripeBoundary('PaymentForm');
  const {
    data: sources,
    error: loadError,
    isLoading,
    mutate,
  } = useSWR(
    paymentSourcesKey(userId),
    async (path: string) => (await api.get<{ data: PaymentSourceWire[] }>(path)).data,
    { shouldRetryOnError: false },
  );
  useLoadFailureToast(loadError, 'unableToLoadSources');
  const offer = useNewCardOffer();
  // When GET /stripe itself failed, a new card is still offered: choosing it then says payment
  // options could not be loaded, which is true. Only the API's own "no key" takes the choice away.
  const newCardOffered = offer.status === 'offered' || offer.status === 'unknown';
  const hasSaved = Boolean(sources && sources.length > 0);

  // With no saved card to choose (none, or they could not be loaded) a new card is the only choice.
  const noSavedCard = Boolean((sources && sources.length === 0) || (loadError && !sources));
  const onlyNewCard = newCardOffered && noSavedCard;
  const nothingToOffer = offer.status === 'none' && sources?.length === 0;
  const showCard = newCardOffered && (value?.type === 'new' || (onlyNewCard && !value));
  const [card, setCard] = useState<CardEntryState>(emptyCardEntry);

  useEffect(() => {
    if (onlyNewCard && !value) onChange({ type: 'new' });
  }, [onlyNewCard, value, onChange]);
  useEffect(() => {
    boundary.report({ choice: value });
  }, [boundary, value]);
  useEffect(() => {
    boundary.report({ offers: { saved: hasSaved, newCard: offer.status !== 'none' } });
  }, [boundary, hasSaved, offer.status]);
  useEffect(() => {
    if (!showCard) return;
    boundary.request(offer.publishableKey);
    // The card field goes when another choice is made; what it reported goes with it.
    return () => {
      setCard(emptyCardEntry);
      boundary.report({ card: emptyCardEntry });
    };
  }, [boundary, showCard, offer.publishableKey]);

  const cardOptions = useMemo<StripeCardElementOptions>(
    () => ({ style: cardStyle, disabled }),
    [disabled],
  );
  const cardLabelId = useId();

  function handleCardChange(event: StripeCardElementChangeEvent) {
    const next = {
      complete: event.complete,
      empty: event.empty,
      error: event.error?.message ?? null,
    };
    setCard(next);
    boundary.report({ card: next });
  }

  function choose(radioValue: string) {
    if (radioValue === newCardValue) onChange({ type: 'new' });
    else {
      const source = sources?.find((item) => item.source === radioValue);
      if (source) onChange({ type: 'saved', source });
    }
  }

  const failed = showCard && boundary.status === 'failed';
  // Said calmly where the cards would be; read out as an error only once Continue meets it.
  const noCardSaidAsError = nothingToOffer && error === checkoutWording.noCardAvailable;
  const messages = [
    noCardSaidAsError ? checkoutWording.noCardAvailable : null,
    failed ? checkoutWording.loadFailed : null,
    showCard ? card.error : null,
    error ?? null,
  ].filter((message, index, all): message is string =>
    Boolean(message && all.indexOf(message) === index),
  );

  let choices;
  if ((isLoading && !sources) || offer.status === 'checking') {
    choices = <Loader size="small" label={checkoutWording.loadingCards} />;
  } else if (loadError && !sources) {
    choices = (
      <div className={styles.alert}>
        <Stack space="small" align="left">
          <span>{messageCatalogue.unableToLoadSources.message}</span>
          <Button variant="outline" size="small" onClick={() => void mutate()}>
            {checkoutWording.tryAgain}
          </Button>
        </Stack>
      </div>
    );
  } else if (sources && sources.length > 0) {
    choices = (
      <RadioGroup
        label={label}
        name="payment_source"
        disabled={disabled}
        value={
          value?.type === 'saved' ? value.source.source : value?.type === 'new' ? newCardValue : ''
        }
        onValueChange={choose}
        options={[
          ...sources.map((source) => ({
            value: source.source,
            label: <SavedCardLabel source={source} />,
          })),
          ...(newCardOffered ? [{ value: newCardValue, label: checkoutWording.addNewCard }] : []),
        ]}
      />
    );
  } else if (nothingToOffer && !noCardSaidAsError) {
    choices = <Text>{checkoutWording.noCardAvailable}</Text>;
  }

  return (
    <Stack space="small">
      {choices}
      {showCard && !failed ? (
        <div>
          <span id={cardLabelId} className={styles.cardFieldLabel}>
            {checkoutWording.cardDetails}
          </span>
          {boundary.status === 'ready' ? (
            <div
              role="group"
              aria-labelledby={cardLabelId}
              className={[styles.cardBox, card.error && styles.cardBoxInvalid]
                .filter(Boolean)
                .join(' ')}
            >
              <CardElement options={cardOptions} onChange={handleCardChange} />
            </div>
          ) : (
            <Loader size="small" label={checkoutWording.loadingCardForm} />
          )}
        </div>
      ) : null}
      <CheckoutAlert messages={messages} />
    </Stack>
  );
}

/** The checkout's alert region, one line a message; always on the page, so each message is announced. */
export function CheckoutAlert({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className={styles.alert}>
      {messages.map((message) => (
        <p key={message} className={styles.alertLine}>
          {message}
        </p>
      ))}
    </div>
  );
}

/** "Expires 12/2029". */
export const cardExpiry = (month: number, year: number) =>
  `Expires ${String(month).padStart(2, '0')}/${year}`;

function SavedCardLabel({ source }: { source: PaymentSourceWire }) {
  const { brand, last4, exp_month, exp_year } = source.details;
  return (
    <span className={styles.cardOption}>
      {/* The name says the brand; the icon is for the eye. */}
      <span aria-hidden="true">
        <CardBrandIcon brand={brand} />
      </span>
      <span>{cardName(brand, last4)}</span>
      <span className={styles.cardMeta}>{cardExpiry(exp_month, exp_year)}</span>
      {source.status === 'chargeable' ? null : (
        <span className={styles.cardWarning}>Cannot be charged</span>
      )}
    </span>
  );
}

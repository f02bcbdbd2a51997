// The checkout's words. The quoted ones are the specification's, letter for letter
// (docs/spec/features.md §2.9, §5, §8); the rest are the panel's own.

export const checkoutWording = {
  /** §8: Stripe.js or its key could not be loaded. */
  loadFailed: 'Sorry! There was an issue loading payment options. Try refreshing the page.',
  /** §5: no saved card chosen and the new card is incomplete. */
  selectCard: 'Please select a credit card or enter a new one.',
  /**
   * The panel's own words (the specification has none for this): the API has no Stripe key, so
   * there is no new card to enter (docs/api/payments.md), and no saved card was chosen.
   */
  selectSavedCard: 'Please select a credit card.',
  /** The panel's own words: no Stripe key and no saved card, so there is nothing to pay with. */
  noCardAvailable:
    'There is no saved card on your account, and new cards cannot be added on this site.',
  /** §5: the card source is not `chargeable`. */
  notChargeable: 'Sorry, we are not able to accept that payment method. Please try another card.',
  /** §8: GET /discounts/tokens/{token} answered 404. */
  invalidDiscount: 'That is not a valid discount.',
  /** §8: any other discount failure without a message from the server. */
  discountFailed: 'Unable to apply that discount.',
  congratulations: 'Congratulations!',
  orderPlaced: 'Your order has been placed.',
  confirmPurchase: (product: string, amount: string) =>
    `Complete your ${product} purchase for ${amount}:`,
  pay: (amount: string) => `Pay ${amount}`,
  /** The panel's own words: the confirmation's button when the total is 0 (nothing is paid). */
  placeOrder: 'Place Order',
  goBack: 'Go Back',
  continue: 'Continue',
  checkoutHeading: 'Checkout',
  confirmationHeading: 'Confirm your purchase',
  signInFirst: (product: string) => `Sign up or log in to buy ${product}.`,
  addNewCard: 'Add a new card',
  savedCards: 'Payment method',
  cardDetails: 'Card details',
  loadingCards: 'Loading your payment methods...',
  loadingCardForm: 'Loading the card form...',
  tryAgain: 'Try again',
  noPaymentNeeded: 'No payment is needed for this order.',
  discountLink: 'Add a discount code',
  discountLabel: 'Discount code',
  apply: 'Apply',
  remove: 'Remove',
  joinMeeting: 'Join Meeting',
  questionnairePointer:
    'Next, tell your designer about your garden: the pre-session questionnaire takes about 3 minutes.',
  questionnaireButton: 'Fill Out the Questionnaire',
  instantBookingReady: 'Your session is starting now. Join the meeting when you are ready.',
} as const;

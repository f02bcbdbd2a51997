/** What the garden-design checkout dialog says (the specification's words where it gives them). */
export const designCheckoutWording = {
  /** The dialog's title (docs/spec/features.md §2.11). */
  title: (productName: string) => `Checkout: ${productName}`,
  /** After payment, before the design's page opens (§2.11). */
  redirecting: "One moment, you're being redirected...",
  questionnaireIntro: 'First a few questions about your garden, then payment.',
  loadingQuestionnaire: 'Loading the questionnaire...',
  retry: 'Try again',
  answerLater: 'Answer it after payment',
  continueToCheckout: 'Continue to checkout',
  answersKept: 'Thank you! Your answers are kept for your designer.',
  answeringLater: "You'll answer the questionnaire after payment, in your design's homework.",
  backToQuestionnaire: 'Back to the questionnaire',
} as const;

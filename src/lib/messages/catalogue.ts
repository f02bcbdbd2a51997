/** How a notification looks and how it is announced. */
export const messageStatuses = ['success', 'info', 'error'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** How long a notification stays on screen unless its catalogue entry or caller says otherwise (docs/spec/platform.md §9). */
export const defaultMessageDuration = 5000;

/** How long a re-shown notification stays marked `flash` (docs/spec/platform.md §9). */
export const messageFlashDelay = 200;

export interface CatalogueEntry {
  /** The exact wording of the specification. */
  message: string;
  status: MessageStatus;
  /** Milliseconds on screen; 0 keeps it until closed. */
  duration: number;
}

function entry(
  message: string,
  status: MessageStatus,
  duration = defaultMessageDuration,
): CatalogueEntry {
  return { message, status, duration };
}

/**
 * The message catalogue of docs/spec/platform.md §8 "Message keys" (which holds every key of docs/spec/features.md §8 too).
 * The wording is the specification's, letter for letter, including its slips ("unable to canceled").
 */
export const messageCatalogue = {
  accountUpdated: entry('Your account was updated successfully!', 'success'),
  coachProfileUpdated: entry('Your coaching profile was updated successfully!', 'success'),
  businessProfileUpdated: entry('Your business profile was updated successfully!', 'success'),
  forgotPasswordNoUser: entry(
    "Sorry, that email address isn't registered with the provider",
    'error',
  ),
  forgotPasswordSent: entry(
    'Your password reset email sent successfully. Please check your email and click the link to finish recovering your password.',
    'success',
  ),
  passwordReset: entry('Your password has been successfully changed!', 'success'),
  passwordSet: entry('Your password has been successfully set! Please login.', 'success'),
  uploadTooLarge: entry(
    'That file was too large to upload. Please try to keep images under 2Mb.',
    'error',
  ),
  requiresLogin: entry('Login to access that page.', 'info'),
  applicationSubmitted: entry(
    "Your application was submitted successfully! We'll be in touch shortly.",
    'success',
  ),
  questionnaireSubmitted: entry(
    'Your pre-session questionnaire was submitted successfully!',
    'success',
  ),
  sessionNotesSubmitted: entry('Your session notes have been submitted successfully!', 'success'),
  unableToLoadCoach: entry('Sorry, we were unable to load the coach details', 'error'),
  unableToLoadBusiness: entry('Sorry, we were unable to load the business details', 'error'),
  quizRegister: entry('Great! Thanks for signing up, here are your quiz results!', 'success'),
  quizLogin: entry('Great! Thanks for logging in, here are your quiz results!', 'success'),
  quizComplete: entry('Great! Here are your quiz results!', 'success'),
  quizError: entry(
    "We were unable to load your quiz results, but we've saved your responses. Please come back soon and try taking the quiz again.",
    'error',
    10_000,
  ),
  copyPageUrl: entry('Copied Page URL', 'success'),
  unableToLoadSources: entry('Sorry, we were unable to load your payment information', 'error'),
  unableToRemoveSources: entry('Sorry, we were unable to remove that payment option', 'error'),
  sourcesRemovedSuccess: entry('That payment option has been successfully removed', 'success'),
  unableToLoadOrders: entry('Sorry, we were unable to load your orders', 'error'),
  unableToLoadPodcasts: entry('Sorry, we were unable to load podcasts at this time', 'error'),
  updateAvailability: entry('Success! You have updated your availability!', 'success'),
  invalidTime: entry('Please fill out all fields to confirm your availability.', 'error'),
  invalidTimePast: entry("You must select a time that isn't in the past.", 'error'),
  availableNowSet: entry('Your available now time has been set', 'success'),
  availableNowRemoved: entry('You are no longer available now', 'success'),
  questionnaireCompleted: entry(
    "You've already completed the questionnaire for this order.",
    'success',
  ),
  sessionCompleted: entry("You've marked this session as complete.", 'success'),
  sessionCompletedError: entry(
    'Sorry, we were unable to mark this session as completed at this time.',
    'error',
  ),
  subscriptionCreated: entry('You have successfully subscribed', 'success'),
  subscriptionPlanUpdated: entry('You have successfully updated your subscription', 'success'),
  subscriptionCreatedFailed: entry(
    'Sorry, we were unable to create your subscription at this time.',
    'error',
  ),
  subscriptionCanceled: entry('You have successfully canceled your subscription', 'success'),
  subscriptionCanceledFailed: entry(
    'Sorry, we were unable to canceled your subscription at this time.',
    'error',
  ),
  subscriptionUpdated: entry('Your payment method has been updated.', 'success'),
  subscriptionUpdateFailed: entry(
    'Sorry, we were unable to update your payment method at this time.',
    'error',
  ),
} as const satisfies Record<string, CatalogueEntry>;

export type MessageKey = keyof typeof messageCatalogue;

/** Every catalogue key, in catalogue order. */
export const messageKeys = Object.keys(messageCatalogue) as MessageKey[];

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messageCatalogue, value);
}

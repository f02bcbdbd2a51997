/** The quiz's wording (docs/spec/features.md §2.5, §9): quoted text is the specification's, exactly. */
export const quizWording = {
  loadingQuiz: 'Loading the quiz...',
  start: 'Take the Quiz',
  next: 'Next question',
  results: 'Quiz results',
  back: 'Go back',
  questionOf: (number: number, total: number) => `Question ${number} of ${total}`,
  unanswered: 'Some quiz questions have not yet been filled out!',
  goToQuestion: (number: number) => `Go to question ${number}`,
  signedOutHeading: 'One last thing...',
  signedOutText:
    'Create a free account, or log in, to see your results. Your answers are saved while you do.',
  loadingHeading: 'Loading quiz results...',
  /** Rotated across the processing delay. */
  loaderMessages: [
    'Saving your answers...',
    'Tallying your score...',
    'Finding the perfect recommendations...',
  ],
  noResultsHeading: 'You found a loophole!',
  noResultsText:
    "You've managed to find a bit of a loophole in the quiz! We actually don't have any results for you, but we'll work on it. Check back soon to take the quiz again to actually get results.",
} as const;

/** How long the results loader shows while the answers are tallied (docs/spec/features.md §10). */
export const quizProcessingDelay = 5000;

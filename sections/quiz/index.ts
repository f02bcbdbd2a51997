import type { QuizWire } from '#src/lib/api/types.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Quiz } from './Quiz.tsx';
import { fetchQuiz, quizKey } from './quizRequests.ts';
import { quizContent, type QuizContent } from './schema.ts';

export default defineSection<QuizContent, 'default', QuizWire>({
  type: 'quiz',
  content: quizContent,
  Component: Quiz,
  // The server loads the quiz into the first HTML, so the intro or the question in the address shows at once.
  data: { key: quizKey, fetch: fetchQuiz, prefetch: true },
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { quizSections } from '#src/demo/sections/quiz.ts';
import { withStoryImages } from '#src/demo/sections/storyImages.ts';
import { demoQuizzes, quizToWire } from '#src/demo/quizzes.ts';
import { messageCatalogue } from '#src/lib/messages/index.ts';
import { FakeSession, fakeAccount } from '#src/testing/FakeSession.tsx';
import { tokens } from '#src/ui/theme/tokens.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import quizModule from './index.ts';
import { Quiz } from './Quiz.tsx';
import { answersStorageKey } from './quizAnswers.ts';
import { quizProcessingDelay, quizWording } from './quizWording.ts';

const catalogue = sectionCatalogue(quizModule, Quiz, quizSections);
const { demo } = catalogue;

/** The reference API's demo quizzes as GET /quizzes/{id} answers them (images inline for Storybook). */
const quizzes = demoQuizzes.map((quiz) => withStoryImages(quizToWire(quiz)));
const kitchenGarden = quizzes[0]!;
const firstAnswers = (quizId: number, owner: number | 'anonymous') => {
  const quiz = quizzes.find((q) => q.id === quizId)!;
  const answers = Object.fromEntries(
    quiz.questions.map((question) => [question.id, question.options[0]!.id]),
  );
  localStorage.setItem(answersStorageKey(quizId, owner), JSON.stringify(answers));
};

const quizApi = (
  results: { id: number; slug: string | null } | 'fail' = {
    id: 1,
    slug: 'quiz-results-herb-gardener',
  },
) => [
  http.get('/api/quizzes/:id', ({ params }) => {
    const quiz = quizzes.find((q) => q.id === Number(params.id));
    return quiz
      ? HttpResponse.json({ data: quiz })
      : HttpResponse.json({ message: 'Quiz not found' }, { status: 404 });
  }),
  http.post('/api/quizzes/:id/results', () =>
    results === 'fail'
      ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
      : HttpResponse.json({ data: results }, { status: 201 }),
  ),
];

/** The colours that mean danger or alarm, as computed styles give them. */
const alarmColours = [tokens.color.accent, tokens.color.accentDark, tokens.color.error].map(
  (hex) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`,
);

/** 'Go back' is a neutral step back, drawn in none of the alarm colours. */
async function expectNeutralBack(canvas: ReturnType<typeof within>) {
  const back = getComputedStyle(canvas.getByRole('button', { name: quizWording.back }));
  for (const colour of [back.backgroundColor, back.color, back.borderTopColor]) {
    await expect(alarmColours).not.toContain(colour);
  }
}

/** Opens the story at a step of the kitchen-garden quiz (`?quiz-1=…`), signed in or not. */
function at(path: string, account: ReturnType<typeof fakeAccount> | null = null) {
  return {
    parameters: { initialPath: path },
    decorators: [
      (Story: () => React.ReactElement) => (
        <FakeSession account={account}>
          <Story />
        </FakeSession>
      ),
    ],
  };
}

/**
 * **Quiz** (`quiz`): a personality quiz that ends on a results page — "What kind of kitchen gardener
 * are you?". The visitor reads the intro and presses 'Take the Quiz', answers one question at a time
 * ('Question X of N', options lettered A, B, C… with an optional picture; one answer each, by mouse or
 * keyboard), then 'Quiz results'. A visitor signs up or logs in right there ('One last thing...');
 * then the answers are tallied (a five-second loader) and the visitor lands on the page of their
 * result. The step is in the address (`?quiz-1=3`), so back, reload and a shared link all work, and
 * the answers are kept in the browser.
 *
 * Editors fill in one field:
 * - `quiz` (required): the id of the quiz to show. Its title, intro, picture, questions and answers
 *   are edited with the quiz itself, and come from `GET /quizzes/{id}`.
 *
 * A quiz that cannot be loaded shows nothing. Background: any of beige, green, pink, white (white
 * when none is chosen); the quiz sits on a card.
 */
const meta = {
  title: 'Sections/Quiz',
  ...catalogue.meta,
  beforeEach({ msw }) {
    localStorage.clear();
    msw.use(...quizApi());
  },
} satisfies Meta<typeof Quiz>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The intro: picture, title, subtitle, description and 'Take the Quiz'. */
export const IntroOnWhite: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: kitchenGarden.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: quizWording.start })).toBeEnabled();
  },
};

/** The short first-herb quiz on beige: a second quiz on a page keeps its own step (`quiz-2`). */
export const SecondQuizOnBeige: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

/** A question with pictures, nothing chosen yet: 'Next question' waits for an answer. */
export const FirstQuestion: Story = {
  args: demo(0),
  ...at('/quiz?quiz-1=1'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Question 1 of 8' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: quizWording.next })).toBeDisabled();
    const group = canvas.getByRole('radiogroup');
    await userEvent.click(within(group).getAllByRole('radio')[2]!);
    await expect(within(group).getAllByRole('radio')[2]).toBeChecked();
    await expect(canvas.getByRole('button', { name: quizWording.next })).toBeEnabled();
    await expectNeutralBack(canvas);
  },
};

/**
 * Choosing by keyboard: Tab into the answers, Space chooses, arrow keys move between them (with a
 * real key press the choice follows the arrows; the end-to-end journey checks that).
 */
export const AnswerByKeyboard: Story = {
  args: demo(0),
  ...at('/quiz?quiz-1=2'),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Question 2 of 8' });
    const radios = canvas.getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(radios[0]).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(radios[1]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(radios[1]).toBeChecked();
    await expect(canvas.getByRole('button', { name: quizWording.next })).toBeEnabled();
  },
};

/** The last question while others are unanswered: the results wait, and the quiz says why. */
export const LastQuestionWithGaps: Story = {
  args: demo(0),
  ...at('/quiz?quiz-1=8'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(quizWording.unanswered)).toBeVisible();
    await expect(canvas.getByRole('button', { name: quizWording.results })).toBeDisabled();
  },
};

/** Results for a visitor: 'One last thing...' with sign-up in place (log-in one click away). */
export const ResultsSignedOut: Story = {
  args: demo(0),
  ...at('/quiz?quiz-1=results'),
  beforeEach: () => firstAnswers(1, 'anonymous'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: quizWording.signedOutHeading }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
};

/**
 * Results for someone signed in: the loader rotates its three messages over five seconds, and stays
 * on the last while the results are on their way. It is shown (and shot) on the last: the first is
 * on screen for a real 1.7 s only, and a busy machine shot it after it had changed.
 */
export const Processing: Story = {
  args: demo(0),
  ...at('/quiz?quiz-1=results', fakeAccount()),
  beforeEach({ msw }) {
    firstAnswers(1, 41);
    msw.use(http.post('/api/quizzes/:id/results', ({ request }) => holdOpen(request)));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: quizWording.loadingHeading }),
    ).toBeVisible();
    await expect(canvas.getByText(quizWording.loaderMessages[0])).toBeVisible();
    const last = quizWording.loaderMessages.at(-1)!;
    await expect(
      await canvas.findByText(last, undefined, { timeout: quizProcessingDelay + 5_000 }),
    ).toBeVisible();
  },
};

/** The answers point to no result: 'You found a loophole!'. */
export const NoResult: Story = {
  args: demo(0),
  ...at('/quiz?quiz-1=results', fakeAccount()),
  beforeEach({ msw }) {
    firstAnswers(1, 41);
    msw.use(...quizApi({ id: 9, slug: null }));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: quizWording.noResultsHeading }, { timeout: 8000 }),
    ).toBeVisible();
    await expectNeutralBack(canvas);
  },
};

/** The results call failed: the no-results state, and quizError for ten seconds. */
export const ResultsFailed: Story = {
  args: demo(0),
  ...at('/quiz?quiz-1=results', fakeAccount()),
  beforeEach({ msw }) {
    firstAnswers(1, 41);
    msw.use(...quizApi('fail'));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { name: quizWording.noResultsHeading }),
    ).toBeVisible();
    await waitFor(() => expect(page.getByText(messageCatalogue.quizError.message)).toBeVisible());
  },
};

/** While the quiz loads. */
export const Loading: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(apiStates.loading('/api/quizzes/:id'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

/** A quiz that fails to load renders nothing (the band collapses). */
export const LoadFailed: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(apiStates.error('/api/quizzes/:id'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-section-type="quiz"]')).toBeEmptyDOMElement(),
    );
  },
};

export const RequiredFieldsOnly: Story = {
  args: catalogue.propsOf({ type: quizModule.type, content: { quiz: 2 } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Which herb should you grow first?' }),
    ).toBeVisible();
  },
};

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quizSections } from '#src/demo/sections/quiz.ts';
import type { QuizWire } from '#src/lib/api/types.ts';
import { createNotificationStore, messageCatalogue } from '#src/lib/messages/index.ts';
import { FramedSection } from '#src/lib/sectionKit/FramedSection.tsx';
import { FakeSession, fakeAccount, fakeSessionPassword } from '#src/testing/FakeSession.tsx';
import { apiStates } from '#sections/_story/sectionCatalogue.tsx';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import quizModule from './index.ts';
import * as stories from './Quiz.stories.tsx';
import {
  adoptAnonymousAnswers,
  answersStorageKey,
  readAnswers,
  writeAnswers,
} from './quizAnswers.ts';
import {
  answerableQuestions,
  optionLetter,
  parseQuizStep,
  resultsBody,
  unansweredQuestions,
} from './quizModel.ts';
import { quizProcessingDelay, quizWording } from './quizWording.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

testSectionSchema(quizModule, {
  demos: quizSections,
  required: {
    quiz: {
      message: 'Choose the quiz to show (its id).',
      wrongType: { value: 'herbs', message: 'Choose the quiz to show (its id).' },
    },
  },
});

testStoryCatalogue(quizModule, stories);

/** A quiz as GET /quizzes/{id} answers it, with options the quiz must not show. */
function quizWire(id = 7): QuizWire {
  return {
    id,
    title: 'Which salad grower are you?',
    subtitle: 'Three questions.',
    description: '<p>Find your leaves.</p>',
    image: null,
    questions: [
      {
        id: 11,
        question: 'Where will you grow them?',
        options: [
          { id: 101, content: { answer: 'A window box', image: '/api/media/seedlings.svg' } },
          { id: 102, content: { answer: 'A raised bed' } },
          { id: null, content: { answer: 'No id: never shown' } },
          { id: 103, content: { answer: '   ' } },
        ],
      },
      {
        id: 12,
        question: 'How often will you pick?',
        options: [
          { id: 201, content: { answer: 'Every day' } },
          { id: 202, content: { answer: 'Once a week' } },
        ],
      },
      {
        id: 13,
        question: 'Which leaf first?',
        options: [
          { id: 301, content: { answer: 'Rocket' } },
          { id: 302, content: { answer: 'Lettuce' } },
        ],
      },
    ],
  };
}

/** Answers GET /quizzes/{id} and POST /quizzes/{id}/results; records the bodies posted. */
function answerQuiz({
  results = { id: 1, slug: 'quiz-results-salad-gardener' } as { id: number; slug: string | null },
  quizzes = [quizWire()],
} = {}) {
  const posted: unknown[] = [];
  server.use(
    http.get('*/quizzes/:id', ({ params }) => {
      const quiz = quizzes.find((q) => q.id === Number(params.id));
      return quiz
        ? HttpResponse.json({ data: quiz })
        : HttpResponse.json({ message: 'Not Found' }, { status: 404 });
    }),
    http.post('*/quizzes/:id/results', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ data: results }, { status: 201 });
    }),
  );
  return posted;
}

/** Where the visitor is: the address, as the router has it. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

function openQuiz({
  path = '/quiz',
  signedIn = false,
  store = createNotificationStore(),
}: { path?: string; signedIn?: boolean; store?: ReturnType<typeof createNotificationStore> } = {}) {
  const wrap = (section: ReactNode) => (
    <FakeSession account={signedIn ? fakeAccount() : null}>
      {section}
      <Address />
    </FakeSession>
  );
  renderSection(
    quizModule,
    { content: { quiz: 7 } },
    { initialPath: path, wrap, notificationStore: store },
  );
  return store;
}

const button = (name: string) => screen.getByRole('button', { name });
const choice = (name: RegExp) => screen.getByRole('radio', { name });

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: quizWording.start }));
  await user.click(choice(/A window box/));
  await user.click(button(quizWording.next));
  await user.click(choice(/Once a week/));
  await user.click(button(quizWording.next));
  await user.click(choice(/Rocket/));
}

describe('quiz steps and answers', () => {
  it('reads the step from the address: intro, results, a number clamped to the questions', () => {
    expect(parseQuizStep(null, 3)).toEqual({ kind: 'intro' });
    expect(parseQuizStep('intro', 3)).toEqual({ kind: 'intro' });
    expect(parseQuizStep('results', 3)).toEqual({ kind: 'results' });
    expect(parseQuizStep('2', 3)).toEqual({ kind: 'question', number: 2 });
    expect(parseQuizStep('9', 3)).toEqual({ kind: 'question', number: 3 });
    expect(parseQuizStep('0', 3)).toEqual({ kind: 'intro' });
    expect(parseQuizStep('-4', 3)).toEqual({ kind: 'intro' });
    expect(parseQuizStep('two', 3)).toEqual({ kind: 'intro' });
    expect(parseQuizStep('1.5', 3)).toEqual({ kind: 'intro' });
    expect(parseQuizStep('', 3)).toEqual({ kind: 'intro' });
  });

  it('letters the options and shows only those with an id and an answer', () => {
    expect([0, 1, 2, 25, 26, 27].map(optionLetter)).toEqual(['A', 'B', 'C', 'Z', 'AA', 'AB']);
    const [first] = answerableQuestions(quizWire());
    expect(first!.choices).toEqual([
      { id: 101, letter: 'A', answer: 'A window box', image: '/api/media/seedlings.svg' },
      { id: 102, letter: 'B', answer: 'A raised bed', image: null },
    ]);
  });

  it('leaves out a question with nothing to choose', () => {
    const quiz = quizWire();
    quiz.questions[1]!.options = [{ id: null, content: { answer: 'x' } }];
    expect(answerableQuestions(quiz).map((q) => q.id)).toEqual([11, 13]);
  });

  it('maps question-{id} to the chosen option and finds the questions left', () => {
    const questions = answerableQuestions(quizWire());
    const answers = { 11: 102, 12: 999, 13: 301 };
    expect(resultsBody(questions, answers)).toEqual({ 'question-11': 102, 'question-13': 301 });
    expect(unansweredQuestions(questions, answers)).toEqual([2]);
  });

  it("moves a visitor's answers to the account that signs in", () => {
    writeAnswers(7, 'anonymous', { 11: 101, 12: 202 });
    writeAnswers(7, 41, { 12: 201, 13: 302 });
    adoptAnonymousAnswers(7, 41);
    expect(readAnswers(7, 41)).toEqual({ 11: 101, 12: 202, 13: 302 });
    expect(localStorage.getItem(answersStorageKey(7, 'anonymous'))).toBeNull();
  });

  it('reads stored answers that are not a map of numbers as none', () => {
    localStorage.setItem(answersStorageKey(7, 'anonymous'), '{"11":"x","12":202');
    expect(readAnswers(7, 'anonymous')).toEqual({});
    localStorage.setItem(answersStorageKey(7, 'anonymous'), '{"11":"x","12":202}');
    expect(readAnswers(7, 'anonymous')).toEqual({ 12: 202 });
  });
});

describe('quiz section', () => {
  beforeEach(() => localStorage.clear());

  it('goes from the intro through the questions, one answer each, with the step in the address', async () => {
    answerQuiz();
    const user = userEvent.setup();
    openQuiz();
    expect(
      await screen.findByRole('heading', { name: 'Which salad grower are you?' }),
    ).toBeInTheDocument();
    await user.click(button(quizWording.start));
    expect(address()).toBe('/quiz?quiz-7=1');
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toHaveFocus();
    const group = screen.getByRole('radiogroup', { name: 'Where will you grow them?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['AA. A window box', 'BB. A raised bed']);
    expect(button(quizWording.next)).toBeDisabled();
    await user.click(choice(/A raised bed/));
    expect(choice(/A raised bed/)).toBeChecked();
    await user.click(choice(/A window box/));
    expect(choice(/A raised bed/)).not.toBeChecked();
    await user.click(button(quizWording.next));
    expect(address()).toBe('/quiz?quiz-7=2');
    await user.click(button(quizWording.back));
    expect(address()).toBe('/quiz?quiz-7=1');
    expect(choice(/A window box/)).toBeChecked();
  });

  it('chooses an answer by keyboard', async () => {
    answerQuiz();
    const user = userEvent.setup();
    openQuiz({ path: '/quiz?quiz-7=2' });
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    await user.tab();
    expect(choice(/Every day/)).toHaveFocus();
    await user.keyboard(' ');
    expect(choice(/Every day/)).toBeChecked();
    // Arrow keys move between the answers (in a browser the choice follows: the story checks it).
    await user.keyboard('{ArrowDown}');
    expect(choice(/Once a week/)).toHaveFocus();
    await user.keyboard(' ');
    expect(choice(/Once a week/)).toBeChecked();
    expect(button(quizWording.next)).toBeEnabled();
  });

  it('holds the results back until every question is answered, and says so on the last one', async () => {
    answerQuiz();
    const user = userEvent.setup();
    openQuiz({ path: '/quiz?quiz-7=99' });
    expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toBeInTheDocument();
    expect(screen.getByText(quizWording.unanswered)).toBeInTheDocument();
    await user.click(choice(/Lettuce/));
    expect(button(quizWording.results)).toBeDisabled();
    await user.click(button(quizWording.goToQuestion(1)));
    expect(address()).toBe('/quiz?quiz-7=1');
  });

  it('keeps the step and the answers through a reload', async () => {
    answerQuiz();
    writeAnswers(7, 'anonymous', { 11: 102, 12: 201 });
    openQuiz({ path: '/quiz?quiz-7=2' });
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(choice(/Every day/)).toBeChecked();
  });

  it('sends a results link with answers missing back to the first unanswered question', async () => {
    answerQuiz();
    writeAnswers(7, 'anonymous', { 11: 102 });
    openQuiz({ path: '/quiz?quiz-7=results' });
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(address()).toBe('/quiz?quiz-7=2');
  });

  it('keeps the steps of two quizzes on one page apart', async () => {
    answerQuiz({ quizzes: [quizWire(7), { ...quizWire(8), title: 'Second quiz' }] });
    const user = userEvent.setup();
    const second = quizModule.parse({ id: 2, type: 'quiz', content: { quiz: 8 } });
    if (!second.ok) throw new Error(second.message);
    renderSection(
      quizModule,
      { content: { quiz: 7 } },
      {
        initialPath: '/quiz?quiz-8=2',
        wrap: (section) => (
          <>
            {section}
            <FramedSection module={quizModule} section={second.section} />
            <Address />
          </>
        ),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    await user.click(button(quizWording.start));
    expect(address()).toBe('/quiz?quiz-8=2&quiz-7=1');
    expect(
      screen.getAllByRole('heading', { name: /^Question / }).map((h) => h.textContent),
    ).toEqual(['Question 1 of 3', 'Question 2 of 3']);
  });

  it('renders nothing when the quiz cannot be loaded', async () => {
    server.use(apiStates.error('*/quizzes/7'));
    renderSection(quizModule, { content: { quiz: 7 } });
    expect(screen.getByRole('status')).toHaveTextContent(quizWording.loadingQuiz);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign up in place, then submits, waits out the processing and opens the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const posted = answerQuiz();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const store = openQuiz();
    await answerAll(user);
    await user.click(button(quizWording.results));
    expect(address()).toBe('/quiz?quiz-7=results');
    expect(screen.getByRole('heading', { name: quizWording.signedOutHeading })).toHaveFocus();
    expect(posted).toEqual([]);
    // The answers are kept in the browser while the visitor signs up.
    expect(readAnswers(7, 'anonymous')).toEqual({ 11: 101, 12: 202, 13: 301 });

    await user.click(button('Sign Up'));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Rivera');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'sam@example.com');
    await user.type(screen.getByLabelText(/password/i), 'a-long-password');
    await user.click(button('Sign Up'));

    expect(
      await screen.findByRole('heading', { name: quizWording.loadingHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(quizWording.loaderMessages[0])).toBeInTheDocument();
    await waitFor(() =>
      expect(posted).toEqual([{ 'question-11': 101, 'question-12': 202, 'question-13': 301 }]),
    );
    expect(address()).toBe('/quiz?quiz-7=results');
    await act(() => vi.advanceTimersByTimeAsync(quizProcessingDelay / 3));
    expect(screen.getByText(quizWording.loaderMessages[1])).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(quizProcessingDelay / 3));
    expect(screen.getByText(quizWording.loaderMessages[2])).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(quizProcessingDelay / 3));
    await waitFor(() => expect(address()).toBe('/quiz-results-salad-gardener'));
    expect(store.getSnapshot().map((n) => n.message)).toEqual([
      messageCatalogue.quizRegister.message,
    ]);
    expect(readAnswers(7, 41)).toEqual({});
    expect(readAnswers(7, 'anonymous')).toEqual({});
  });

  it('greets a visitor who logs in instead with quizLogin, and keeps their answers after a wrong password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const posted = answerQuiz();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    writeAnswers(7, 'anonymous', { 11: 102, 12: 201, 13: 302 });
    const store = openQuiz({ path: '/quiz?quiz-7=results' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'sam@example.com');
    await user.type(screen.getByLabelText(/password/i), 'wrong');
    await user.click(button('Log In'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your username or password were incorrect. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('sam@example.com');
    await user.clear(screen.getByLabelText(/password/i));
    await user.type(screen.getByLabelText(/password/i), fakeSessionPassword);
    await user.click(button('Log In'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ 'question-11': 102, 'question-12': 201, 'question-13': 302 });
    await act(() => vi.advanceTimersByTimeAsync(quizProcessingDelay));
    await waitFor(() => expect(address()).toBe('/quiz-results-salad-gardener'));
    expect(store.getSnapshot().map((n) => n.message)).toEqual([messageCatalogue.quizLogin.message]);
  });

  it('submits at once for someone signed in, and greets the results with quizComplete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const posted = answerQuiz({ results: { id: 3, slug: '/quiz-results-herb-gardener' } });
    writeAnswers(7, 41, { 11: 101, 12: 201, 13: 301 });
    const store = openQuiz({ path: '/quiz?quiz-7=results', signedIn: true });
    expect(
      await screen.findByRole('heading', { name: quizWording.loadingHeading }),
    ).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    // The loader stays for the whole processing delay, even though the answer came back at once.
    await act(() => vi.advanceTimersByTimeAsync(quizProcessingDelay - 100));
    expect(address()).toBe('/quiz?quiz-7=results');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(address()).toBe('/quiz-results-herb-gardener'));
    expect(store.getSnapshot().map((n) => n.message)).toEqual([
      messageCatalogue.quizComplete.message,
    ]);
  });

  it('shows the loophole when the answers point to no result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerQuiz({ results: { id: 4, slug: null } });
    writeAnswers(7, 41, { 11: 101, 12: 201, 13: 301 });
    const store = openQuiz({ path: '/quiz?quiz-7=results', signedIn: true });
    await act(() => vi.advanceTimersByTimeAsync(quizProcessingDelay));
    expect(
      await screen.findByRole('heading', { name: quizWording.noResultsHeading }),
    ).toHaveFocus();
    expect(screen.getByText(quizWording.noResultsText)).toBeInTheDocument();
    expect(store.getSnapshot()).toEqual([]);
    expect(address()).toBe('/quiz?quiz-7=results');
  });

  it('shows the no-results state and quizError for 10 s when the results call fails, and keeps the answers', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerQuiz();
    server.use(
      http.post('*/quizzes/:id/results', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    writeAnswers(7, 41, { 11: 101, 12: 201, 13: 301 });
    const store = openQuiz({ path: '/quiz?quiz-7=results', signedIn: true });
    expect(
      await screen.findByRole('heading', { name: quizWording.noResultsHeading }),
    ).toBeInTheDocument();
    expect(store.getSnapshot()).toMatchObject([
      { message: messageCatalogue.quizError.message, status: 'error', duration: 10_000 },
    ]);
    expect(readAnswers(7, 41)).toEqual({ 11: 101, 12: 201, 13: 301 });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('parses the quiz id as a number, numeric text or the related quiz', () => {
    for (const quiz of [3, ' 3 ', { id: 3 }, { id: '3', title: 'Kitchen garden' }]) {
      expect(parseSection(quizModule, { quiz })).toMatchObject({
        ok: true,
        section: { content: { quiz: 3 } },
      });
    }
    for (const quiz of [0, -1, 2.5, 'herbs', { title: 'x' }]) {
      expect(parseSection(quizModule, { quiz })).toMatchObject({
        ok: false,
        field: 'content.quiz',
        message: 'Choose the quiz to show (its id).',
      });
    }
  });
});

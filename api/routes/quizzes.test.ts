// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageWire, QuizResultWire, QuizWire, ShopMenuWire } from '#src/lib/api/types.ts';
import { demoAccount, demoPassword } from '../seed/accounts.ts';
import {
  firstHerbQuiz,
  kitchenGardenQuiz,
  quizResultSlugs,
  seedQuizzes,
  type QuizResultKey,
  type SeedQuiz,
} from '../seed/quiz.ts';
import {
  bearer,
  jsonBody,
  jsonRequest,
  startTestApi,
  type TestApi,
} from '../testing/startTestApi.ts';
import { quizAnswerMessage } from './quizzes.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let customer: string;

beforeAll(async () => {
  api = await startTestApi();
  customer = await api.login(demoAccount('customer').email, demoPassword);
});
afterAll(() => api?.close());

/**
 * A results body choosing, for each question in order, the option that counts towards the key given
 * (`null`: the question's neutral answer).
 */
function answersFor(quiz: SeedQuiz, picks: (QuizResultKey | null)[]): Record<string, number> {
  expect(picks).toHaveLength(quiz.questions.length);
  return Object.fromEntries(
    quiz.questions.map((question, index) => {
      const option = question.options.find(
        (candidate) => (candidate.result ?? null) === picks[index],
      );
      return [`question-${question.id}`, option!.id];
    }),
  );
}

const postResults = (quizId: number | string, body: unknown, token = customer) =>
  api.request(`/quizzes/${quizId}/results`, jsonRequest('POST', body, token));

async function resultOf(response: Response) {
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: QuizResultWire }).data;
}

describe('GET /quizzes/{id}', () => {
  it('answers the quiz with each option as { id, content: { answer, image } }, never its result', async () => {
    const response = await api.request('/quizzes/2');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('"result"');
    const { data } = JSON.parse(text) as { data: QuizWire };
    expect(data).toEqual({
      id: 2,
      title: 'Which herb should you grow first?',
      subtitle: firstHerbQuiz.subtitle,
      description: firstHerbQuiz.description,
      image: '/api/media/herb-spiral.svg',
      questions: firstHerbQuiz.questions.map((question) => ({
        id: question.id,
        question: question.question,
        options: question.options.map((option) => ({
          id: option.id,
          content: { answer: option.answer, image: option.image ?? null },
        })),
      })),
    });
    expect(data.questions[0]!.options[0]).toEqual({
      id: 41,
      content: { answer: 'A pot on the kitchen windowsill', image: '/api/media/herb-spiral.svg' },
    });
    expect(data.questions[1]!.options[0]!.content).toEqual({
      answer: 'Pasta with a quick tomato sauce',
      image: null,
    });
  });

  it('needs no sign-in, and answers the kitchen-garden quiz as quiz 1', async () => {
    const response = await api.request('/quizzes/1');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: QuizWire };
    expect(data.title).toBe('What kind of kitchen gardener are you?');
    expect(data.questions.map((question) => question.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const question of data.questions) {
      for (const option of question.options) {
        expect(option.id).toEqual(expect.any(Number));
        expect(option.content.answer).toEqual(expect.any(String));
        expect(Object.keys(option)).toEqual(['id', 'content']);
      }
    }
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const id of ['99', 'abc', '0', '1.5']) {
      const response = await api.request(`/quizzes/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Quiz not found' });
    }
  });
});

describe('POST /quizzes/{id}/results', () => {
  it('answers 401 without a valid token', async () => {
    const body = answersFor(kitchenGardenQuiz, Array(8).fill('herb'));
    const response = await api.request('/quizzes/1/results', jsonBody(body));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await postResults(1, body, 'not-a-token')).status).toBe(401);
  });

  it('answers 404 for an unknown quiz', async () => {
    const response = await postResults(99, {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Quiz not found' });
    expect((await postResults('abc', {})).status).toBe(404);
  });

  it('answers 422 with an error for every question left out', async () => {
    const response = await postResults(2, {});
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: quizAnswerMessage,
      errors: {
        'question-9': ["Choose one of the question's answers."],
        'question-10': ["Choose one of the question's answers."],
        'question-11': ["Choose one of the question's answers."],
      },
    });
  });

  it('answers 422 for an option of another question, an unknown id or a value that is not an id', async () => {
    const valid = answersFor(kitchenGardenQuiz, Array(8).fill('salad'));
    const response = await postResults(1, {
      ...valid,
      'question-3': valid['question-1'],
      'question-5': 9999,
      'question-7': 'courgettes',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'question-3': [quizAnswerMessage],
      'question-5': [quizAnswerMessage],
      'question-7': [quizAnswerMessage],
    });
    const { rows } = await api.db.query('SELECT 1 FROM quiz_results WHERE answers = $1::jsonb', [
      JSON.stringify({ ...valid, 'question-3': valid['question-1'] }),
    ]);
    expect(rows).toEqual([]);
  });

  it('stores the answers and answers 201 with the slug of the result with the most counts', async () => {
    const body = answersFor(kitchenGardenQuiz, [
      'pro',
      'herb',
      'pro',
      'herb',
      'pro',
      'pro',
      'herb',
      'pro',
    ]);
    const result = await resultOf(await postResults(1, body));
    expect(result).toEqual({ id: expect.any(Number), slug: 'quiz-results-kitchen-garden-pro' });
    const { rows } = await api.db.query<{
      quiz_id: number;
      user_id: number;
      answers: Record<string, number>;
      slug: string | null;
    }>('SELECT quiz_id, user_id, answers, slug FROM quiz_results WHERE id = $1', [result.id]);
    expect(rows).toEqual([
      {
        quiz_id: 1,
        user_id: await api.userId(demoAccount('customer').email),
        answers: body,
        slug: 'quiz-results-kitchen-garden-pro',
      },
    ]);
  });

  it('gives a tie to the result listed first: herb, salad, official, pro', async () => {
    const saladAndPro = answersFor(kitchenGardenQuiz, [
      'pro',
      'salad',
      'pro',
      'salad',
      'pro',
      'salad',
      'pro',
      'salad',
    ]);
    expect((await resultOf(await postResults(1, saladAndPro))).slug).toBe(quizResultSlugs.salad);
    const threeWays = answersFor(kitchenGardenQuiz, [
      'official',
      'pro',
      'herb',
      'official',
      'pro',
      'herb',
      null,
      null,
    ]);
    expect((await resultOf(await postResults(1, threeWays))).slug).toBe(quizResultSlugs.herb);
    const officialAndPro = answersFor(firstHerbQuiz, ['pro', null, 'official']);
    expect((await resultOf(await postResults(2, officialAndPro))).slug).toBe(
      quizResultSlugs.official,
    );
  });

  it('answers slug null when every answer is neutral (and stores that too)', async () => {
    const body = answersFor(kitchenGardenQuiz, Array(8).fill(null));
    const result = await resultOf(await postResults(1, body));
    expect(result.slug).toBeNull();
    const { rows } = await api.db.query<{ slug: string | null }>(
      'SELECT slug FROM quiz_results WHERE id = $1',
      [result.id],
    );
    expect(rows).toEqual([{ slug: null }]);
  });

  it('takes a form-encoded body and ignores keys that are not questions of the quiz', async () => {
    const body = answersFor(firstHerbQuiz, ['salad', 'salad', 'herb']);
    const response = await api.request('/quizzes/2/results', {
      method: 'POST',
      headers: {
        ...bearer(customer).headers,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        ...Object.fromEntries(Object.entries(body).map(([key, id]) => [key, String(id)])),
        'question-1': '1',
      }),
    });
    const result = await resultOf(response);
    expect(result.slug).toBe(quizResultSlugs.salad);
    const { rows } = await api.db.query<{ answers: Record<string, number> }>(
      'SELECT answers FROM quiz_results WHERE id = $1',
      [result.id],
    );
    expect(rows[0]!.answers).toEqual(body);
  });
});

describe('the quiz seed', () => {
  it('has the kitchen-garden quiz of 6 to 10 questions and the three-question first-herb quiz', () => {
    expect(kitchenGardenQuiz.questions.length).toBeGreaterThanOrEqual(6);
    expect(kitchenGardenQuiz.questions.length).toBeLessThanOrEqual(10);
    expect(firstHerbQuiz.questions).toHaveLength(3);
  });

  it('gives every question one neutral answer, and every option a unique id and an answer', () => {
    const ids = new Set<number>();
    for (const quiz of [kitchenGardenQuiz, firstHerbQuiz]) {
      expect(quiz.results.map((result) => result.key)).toEqual([
        'herb',
        'salad',
        'official',
        'pro',
      ]);
      for (const question of quiz.questions) {
        expect(question.options.filter((option) => !option.result)).toHaveLength(1);
        for (const option of question.options) {
          expect(option.answer.trim()).not.toBe('');
          expect(ids.has(option.id)).toBe(false);
          ids.add(option.id);
        }
      }
    }
  });

  it('writes the quiz page and the four results pages', async () => {
    const slugs = ['quiz', ...Object.values(quizResultSlugs)];
    for (const slug of slugs) {
      const response = await api.request(`/pages/get-by-slug?slug=${slug}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: PageWire };
      expect(data.published).toBe(true);
      expect(data.page_sections.length).toBeGreaterThan(2);
    }
    const quizPage = (
      (await (await api.request('/pages/get-by-slug?slug=quiz')).json()) as { data: PageWire }
    ).data;
    expect(quizPage.content.title).toBe('What kind of gardener are you?');
    expect(
      quizPage.page_sections.find((section) => section.type === 'quiz')?.content,
    ).toMatchObject({ quiz: 1 });
  });

  it("links the footer's 'What kind of gardener are you?' to /quiz, with the four results under it", async () => {
    const menu = (await (
      await api.request('/shop/navigation-api/footer-nav-column-3')
    ).json()) as ShopMenuWire;
    const quiz = menu.items.find((item) => item.title === 'What kind of gardener are you?')!;
    expect(quiz.url).toBe('/quiz');
    expect(quiz.items.map((item) => item.url)).toEqual(
      Object.values(quizResultSlugs).map((slug) => `/${slug}`),
    );
  });

  it('is kept in step with src/demo/quizzes.ts: a changed quiz is written again on the next start', async () => {
    await api.db.query("UPDATE quizzes SET title = 'Edited' WHERE id = 1");
    await api.db.query("UPDATE seed_runs SET fingerprint = 'old' WHERE name = 'quizzes'");
    await seedQuizzes(api.db);
    const { rows } = await api.db.query<{ title: string }>(
      'SELECT title FROM quizzes WHERE id = 1',
    );
    expect(rows[0]!.title).toBe(kitchenGardenQuiz.title);
  });
});

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { rememberedStore } from '#src/lib/browser/remembered.ts';
import type { QuizAnswers } from './quizModel.ts';

/**
 * The answers of a quiz, kept in the browser (localStorage) so they survive a reload, a sign-up or a
 * log-in: a visitor's under the anonymous key, a signed-in person's under their account's key. When
 * a visitor signs in, the anonymous answers move to the account's (docs/spec/features.md §6). Where
 * storage is unavailable (private mode, blocked), they live in memory for the page's life.
 */
export type AnswersOwner = number | 'anonymous';

const prefix = 'trellis.quiz';
export function answersStorageKey(quizId: number, owner: AnswersOwner): string {
  return `${prefix}.${quizId}.${owner === 'anonymous' ? 'anonymous' : `user-${owner}`}`;
}

const noAnswers: QuizAnswers = Object.freeze({});
const store = rememberedStore('local');
/** The parsed answers of each key, kept while its stored text is unchanged (stable snapshots). */
const parsed = new Map<string, { raw: string | null; answers: QuizAnswers }>();

function parse(raw: string | null): QuizAnswers {
  if (!raw) return noAnswers;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return noAnswers;
    const answers: Record<string, number> = {};
    for (const [question, option] of Object.entries(value)) {
      if (typeof option === 'number' && Number.isFinite(option)) answers[question] = option;
    }
    return answers;
  } catch {
    return noAnswers;
  }
}

export function readAnswers(quizId: number, owner: AnswersOwner): QuizAnswers {
  const key = answersStorageKey(quizId, owner);
  const raw = store.read(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.answers;
  const answers = parse(raw);
  parsed.set(key, { raw, answers });
  return answers;
}

export function writeAnswers(quizId: number, owner: AnswersOwner, answers: QuizAnswers | null) {
  const empty = !answers || Object.keys(answers).length === 0;
  store.write(answersStorageKey(quizId, owner), empty ? null : JSON.stringify(answers));
}

/**
 * Moves a visitor's answers to the account that just signed in: merged over what the account had
 * (the visitor's are the newer), then the anonymous copy is removed. Nothing happens without them.
 */
export function adoptAnonymousAnswers(quizId: number, accountId: number) {
  const anonymous = readAnswers(quizId, 'anonymous');
  if (Object.keys(anonymous).length === 0) return;
  writeAnswers(quizId, accountId, { ...readAnswers(quizId, accountId), ...anonymous });
  writeAnswers(quizId, 'anonymous', null);
}

const serverAnswers = () => noAnswers;

let merged: { own: QuizAnswers; anonymous: QuizAnswers; answers: QuizAnswers } | null = null;

/**
 * What an account sees: its own answers with a visitor's on top, so the answers given before
 * signing in count from the first render after it, before they have moved (a stable snapshot).
 */
function answersOfAccount(quizId: number, accountId: number): QuizAnswers {
  const own = readAnswers(quizId, accountId);
  const anonymous = readAnswers(quizId, 'anonymous');
  if (Object.keys(anonymous).length === 0) return own;
  if (merged?.own !== own || merged.anonymous !== anonymous) {
    merged = { own, anonymous, answers: { ...own, ...anonymous } };
  }
  return merged.answers;
}

/**
 * The answers of a quiz for whoever is here (an account id, or null for a visitor), with the way to
 * choose an answer and to forget them all. The server and the first render in the browser see none
 * (they are only in the browser); a signed-in account adopts the visitor's answers at once.
 */
export function useQuizAnswers(quizId: number, accountId: number | null) {
  const owner: AnswersOwner = accountId ?? 'anonymous';
  const answers = useSyncExternalStore(
    store.subscribe,
    () =>
      accountId === null ? readAnswers(quizId, 'anonymous') : answersOfAccount(quizId, accountId),
    serverAnswers,
  );
  useEffect(() => {
    if (accountId !== null) adoptAnonymousAnswers(quizId, accountId);
  }, [quizId, accountId]);
  const choose = useCallback(
    (questionId: number, optionId: number) => {
      if (accountId !== null) adoptAnonymousAnswers(quizId, accountId);
      writeAnswers(quizId, owner, { ...readAnswers(quizId, owner), [questionId]: optionId });
    },
    [quizId, owner, accountId],
  );
  const clear = useCallback(() => {
    writeAnswers(quizId, owner, null);
    writeAnswers(quizId, 'anonymous', null);
  }, [quizId, owner]);
  return { answers, choose, clear };
}

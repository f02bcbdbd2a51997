import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { useNotify, type MessageKey } from '#src/lib/messages/index.ts';
import { InlineSignIn } from '#src/lib/session/InlineSignIn.tsx';
import { useSession, type InlineAuthKind } from '#src/lib/session/SessionProvider.tsx';
import {
  resultsBody,
  unansweredQuestions,
  type QuizAnswers,
  type QuizQuestion,
  type QuizStep,
} from './quizModel.ts';
import { submitQuizResults } from './quizRequests.ts';
import { quizProcessingDelay, quizWording } from './quizWording.ts';

type Outcome = { kind: 'page'; slug: string } | { kind: 'none' } | { kind: 'failed' };

const subscribeNever = () => () => {};
/** False on the server and while hydrating (the answers are only in the browser), then true. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The message that greets the results page: how the visitor signed in, if they just did. */
const completeMessage: Record<InlineAuthKind | 'signedIn', MessageKey> = {
  register: 'quizRegister',
  login: 'quizLogin',
  signedIn: 'quizComplete',
};

/** The loader's message rotates across the processing delay: a third of it each. */
function ProcessingLoader() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const messages = quizWording.loaderMessages.length;
    const every = quizProcessingDelay / messages;
    const timers = Array.from({ length: messages - 1 }, (_, i) =>
      setTimeout(() => setIndex(i + 1), every * (i + 1)),
    );
    return () => timers.forEach(clearTimeout);
  }, []);
  return <Loader label={quizWording.loaderMessages[index]} />;
}

/**
 * The results step. A visitor sees 'One last thing...' with sign-up and log-in in place; once signed
 * in (or for someone already signed in), the answers go to POST /quizzes/{id}/results while the
 * loader shows for the processing delay, then the visitor goes to the result's page with a greeting —
 * or, with no result, 'You found a loophole!'. A failed call shows that state too, with `quizError`;
 * the answers stay saved in the browser.
 */
export function QuizResults({
  quizId,
  questions,
  answers,
  clearAnswers,
  signedInVia,
  onSignedIn,
  goTo,
  headingRef,
}: {
  quizId: number;
  questions: QuizQuestion[];
  answers: QuizAnswers;
  clearAnswers: () => void;
  signedInVia: InlineAuthKind | null;
  onSignedIn: (kind: InlineAuthKind) => void;
  goTo: (step: QuizStep, options?: { replace?: boolean }) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { account } = useSession();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const inBrowser = useInBrowser();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submission = useRef<Promise<Outcome> | null>(null);
  // Read when the results come back: the sign-in that made the step ready is known by then.
  const via = useRef(signedInVia);
  useEffect(() => {
    via.current = signedInVia;
  }, [signedInVia]);
  const missing = unansweredQuestions(questions, answers);
  const signedIn = account !== null;
  const ready = inBrowser && signedIn && missing.length === 0;

  // The results step with answers missing (an old link, answers cleared): back to the first gap.
  const incomplete = inBrowser && missing.length > 0 && outcome === null;
  useEffect(() => {
    if (incomplete) goTo({ kind: 'question', number: missing[0]! }, { replace: true });
  }, [incomplete]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it turns incomplete

  useEffect(() => {
    if (!ready) return;
    let current = true;
    // One submission per visit of the step, even when the effect runs twice (development).
    submission.current ??= (async (): Promise<Outcome> => {
      const started = Date.now();
      try {
        const result = await submitQuizResults(api, quizId, resultsBody(questions, answers));
        await wait(started + quizProcessingDelay - Date.now());
        const slug = result.slug?.trim().replace(/^\/+/, '');
        return slug ? { kind: 'page', slug } : { kind: 'none' };
      } catch (error) {
        console.error(`[quiz] the results of quiz ${quizId} could not be saved`, error);
        return { kind: 'failed' };
      }
    })();
    void submission.current.then((settled) => {
      if (!current) return;
      setOutcome(settled);
      if (settled.kind === 'page') {
        notify({ message: completeMessage[via.current ?? 'signedIn'] });
        clearAnswers();
        void navigate(`/${settled.slug}`);
      } else if (settled.kind === 'failed') {
        notify({ message: 'quizError' });
      }
    });
    return () => {
      current = false;
    };
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps -- submits once, when ready

  // The view changed under the visitor (signed in here, or the results came back empty): the new
  // heading takes focus, so keyboard and screen-reader users know where they are.
  const view = outcome && outcome.kind !== 'page' ? 'none' : signedIn ? 'loading' : 'signIn';
  const firstView = useRef(view);
  useEffect(() => {
    if (view !== firstView.current) headingRef.current?.focus();
  }, [view, headingRef]);

  // Both the empty result and the sign-in offer let the person go back and change their answers.
  const backToLastQuestion = (
    <div>
      <Button
        variant="outline"
        onClick={() => goTo({ kind: 'question', number: questions.length })}
      >
        {quizWording.back}
      </Button>
    </div>
  );

  if (view === 'none') {
    return (
      <Stack space="medium">
        <Heading level={2} size="lg" ref={headingRef} tabIndex={-1}>
          {quizWording.noResultsHeading}
        </Heading>
        <Text>{quizWording.noResultsText}</Text>
        {backToLastQuestion}
      </Stack>
    );
  }

  if (!signedIn) {
    return (
      <Stack space="large">
        <Stack space="small">
          <Heading level={2} size="lg" ref={headingRef} tabIndex={-1}>
            {quizWording.signedOutHeading}
          </Heading>
          <Text>{quizWording.signedOutText}</Text>
        </Stack>
        <InlineSignIn onSignedIn={onSignedIn} />
        {backToLastQuestion}
      </Stack>
    );
  }

  return (
    <Stack space="medium">
      <Heading level={2} size="lg" ref={headingRef} tabIndex={-1}>
        {quizWording.loadingHeading}
      </Heading>
      {inBrowser ? <ProcessingLoader /> : <Loader label={quizWording.loaderMessages[0]} />}
    </Stack>
  );
}

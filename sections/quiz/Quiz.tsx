import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import type { QuizWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { ChoiceGroup as RadioGroup } from '#src/ui/components/ChoiceGroup/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { useSession, type InlineAuthKind } from '#src/lib/session/SessionProvider.tsx';
import * as styles from './Quiz.css.ts';
import { useQuizAnswers } from './quizAnswers.ts';
import {
  answerableQuestions,
  answerOf,
  parseQuizStep,
  quizStepKey,
  quizStepValue,
  unansweredQuestions,
  type QuizAnswers,
  type QuizQuestion,
  type QuizStep,
} from './quizModel.ts';
import { QuizResults } from './QuizResults.tsx';
import { quizWording } from './quizWording.ts';
import type { QuizContent } from './schema.ts';

export { quizWording };

/** Moves between steps: each step is an entry in the history, so the back button walks back. */
type GoTo = (step: QuizStep, options?: { replace?: boolean }) => void;

function Intro({
  quiz,
  goTo,
  headingRef,
}: {
  quiz: QuizWire;
  goTo: GoTo;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const image = quiz.image?.trim();
  return (
    <div className={image ? styles.intro : undefined}>
      {image ? (
        <Image src={image} alt="" aspectRatio="4 / 3" className={styles.introImage} />
      ) : null}
      <Stack space="medium">
        <Heading level={2} size="lg" ref={headingRef} tabIndex={-1}>
          {quiz.title}
        </Heading>
        {quiz.subtitle?.trim() ? (
          <Text size="lg" weight="medium">
            {quiz.subtitle}
          </Text>
        ) : null}
        <RichText html={quiz.description ?? ''} />
        <div>
          <Button size="large" onClick={() => goTo({ kind: 'question', number: 1 })}>
            {quizWording.start}
          </Button>
        </div>
      </Stack>
    </div>
  );
}

function Question({
  quiz,
  questions,
  number,
  answers,
  choose,
  goTo,
  headingRef,
}: {
  quiz: QuizWire;
  questions: QuizQuestion[];
  number: number;
  answers: QuizAnswers;
  choose: (questionId: number, optionId: number) => void;
  goTo: GoTo;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const question = questions[number - 1]!;
  const total = questions.length;
  const last = number === total;
  const chosen = answerOf(question, answers);
  const missing = unansweredQuestions(questions, answers);
  const othersMissing = missing.filter((n) => n !== number);
  const questionId = `quiz-${quiz.id}-question-${question.id}`;
  const back = () =>
    goTo(number === 1 ? { kind: 'intro' } : { kind: 'question', number: number - 1 });

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Text size="sm" tone="muted">
          {quiz.title}
        </Text>
        <Heading level={2} size="md" ref={headingRef} tabIndex={-1}>
          {quizWording.questionOf(number, total)}
        </Heading>
        <div className={styles.progress} aria-hidden="true">
          <div className={styles.progressBar} style={{ width: `${(number / total) * 100}%` }} />
        </div>
      </Stack>
      <Heading level={3} size="lg" id={questionId}>
        {question.question}
      </Heading>
      <RadioGroup.Root
        key={question.id}
        aria-labelledby={questionId}
        value={chosen === null ? '' : String(chosen)}
        onValueChange={(value) => choose(question.id, Number(value))}
        className={styles.choices}
      >
        {question.choices.map((choice) => (
          <RadioGroup.Item key={choice.id} value={String(choice.id)} className={styles.choice}>
            <span className={styles.letter} aria-hidden="true">
              {choice.letter}
            </span>
            <VisuallyHidden>{choice.letter}. </VisuallyHidden>
            {choice.image ? (
              <Image
                src={choice.image}
                alt=""
                width={64}
                height={64}
                className={styles.choiceImage}
              />
            ) : null}
            <span>{choice.answer}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {last && othersMissing.length > 0 ? (
        <Stack space="small">
          <p className={styles.notice} role="status">
            {quizWording.unanswered}
          </p>
          <div>
            <Button
              variant="outline"
              size="small"
              onClick={() => goTo({ kind: 'question', number: othersMissing[0]! })}
            >
              {quizWording.goToQuestion(othersMissing[0]!)}
            </Button>
          </div>
        </Stack>
      ) : null}
      <div className={styles.actions}>
        <Button variant="outline" onClick={back}>
          {quizWording.back}
        </Button>
        {last ? (
          <Button disabled={missing.length > 0} onClick={() => goTo({ kind: 'results' })}>
            {quizWording.results}
          </Button>
        ) : (
          <Button
            disabled={chosen === null}
            onClick={() => goTo({ kind: 'question', number: number + 1 })}
          >
            {quizWording.next}
          </Button>
        )}
      </div>
    </Stack>
  );
}

/** The quiz itself: its step from the address, its answers from the browser. */
function QuizSteps({ quizId, quiz }: { quizId: number; quiz: QuizWire }) {
  const questions = useMemo(() => answerableQuestions(quiz), [quiz]);
  const { account } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const key = quizStepKey(quizId);
  const value = searchParams.get(key);
  const step = parseQuizStep(value, questions.length);
  const { answers, choose, clear } = useQuizAnswers(quizId, account?.id ?? null);
  // How the visitor signed in on the results step, for the message that greets the results.
  const [signedInVia, setSignedInVia] = useState<InlineAuthKind | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const goTo: GoTo = (next, options) => {
    moved.current = true;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(key, quizStepValue(next));
        return params;
      },
      { preventScrollReset: true, replace: options?.replace },
    );
  };

  const stepValue = quizStepValue(step);
  useEffect(() => {
    // After the visitor moved, the new step's heading takes focus (and scrolls into view).
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [stepValue]);

  if (questions.length === 0) return null;
  if (step.kind === 'intro') return <Intro quiz={quiz} goTo={goTo} headingRef={headingRef} />;
  if (step.kind === 'question') {
    return (
      <Question
        quiz={quiz}
        questions={questions}
        number={step.number}
        answers={answers}
        choose={choose}
        goTo={goTo}
        headingRef={headingRef}
      />
    );
  }
  return (
    <QuizResults
      quizId={quizId}
      questions={questions}
      answers={answers}
      clearAnswers={clear}
      signedInVia={signedInVia}
      onSignedIn={setSignedInVia}
      goTo={goTo}
      headingRef={headingRef}
    />
  );
}

/**
 * The quiz section: an intro, one question at a time ('Question X of N'), then the results — for a
 * visitor after an inline sign-up or log-in. The step lives in the page's address under
 * `quiz-{id}`, the answers in the browser. A quiz that fails to load renders nothing.
 */
export function Quiz({
  content,
  background,
  data,
}: SectionProps<QuizContent, 'default', QuizWire>) {
  if (data.error) return null;
  return (
    <Container width="reading">
      <Card tone={background === 'white' ? 'beige' : 'white'}>
        {data.data ? (
          <QuizSteps quizId={content.quiz} quiz={data.data} />
        ) : (
          <div role="status">
            <VisuallyHidden>{quizWording.loadingQuiz}</VisuallyHidden>
            <Skeleton lines={4} />
          </div>
        )}
      </Card>
    </Container>
  );
}

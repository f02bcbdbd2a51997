import { useId, useState } from 'react';
import { Form } from 'react-router';
import type { SurveyAnswers, SurveyQuestionWire, SurveyWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Checkbox } from '#src/ui/components/Checkbox/index.ts';
import { RadioGroup } from '#src/ui/components/Radio/index.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import * as styles from './account.css.ts';
import { answerField, questionFieldProps } from './surveyAnswers.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

/** Long answers may run to this many characters (the TextArea's default is for short notes). */
export const surveyTextAreaMaxLength = 2000;

export interface SurveyFormProps {
  survey: SurveyWire;
  /** Answers to show: the ones sent last time when the submission failed, or saved ones. */
  answers?: SurveyAnswers;
  /** The message of each question (by question id). */
  errors?: Record<string, string>;
  /** A message for the form as a whole. */
  formError?: string | null;
  submitting?: boolean;
  submitLabel?: string;
  /** Where the form posts; the current route's action by default. */
  action?: string;
}

/**
 * A survey's questions as a form (text, textarea, select, radio and checkbox questions), posting
 * each answer as `answers.{question id}` (see `surveyAnswersFromForm`); checkbox questions are a
 * group of choices. Used for the pre-session
 * questionnaire and, later, the design homework.
 */
export function SurveyForm({
  survey,
  answers = {},
  errors = {},
  formError,
  submitting = false,
  submitLabel = 'Submit questionnaire',
  action,
}: SurveyFormProps) {
  const headingId = useId();
  return (
    <Form
      method="post"
      action={action}
      noValidate
      aria-labelledby={headingId}
      className={formColumn}
    >
      <Stack space="large">
        <Stack space="xsmall">
          <Text as="div" weight="semibold" size="lg" id={headingId}>
            {survey.name}
          </Text>
          {survey.description ? <Text tone="muted">{survey.description}</Text> : null}
        </Stack>
        <FormErrorLine message={formError} className={styles.formError} />
        {survey.questions.map((question) => (
          <SurveyQuestion
            key={question.id}
            question={question}
            answer={answers[question.id]}
            error={errors[question.id]}
          />
        ))}
        <div>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

function asText(answer: string | string[] | undefined): string {
  return Array.isArray(answer) ? (answer[0] ?? '') : (answer ?? '');
}

function SurveyQuestion({
  question,
  answer,
  error,
}: {
  question: SurveyQuestionWire;
  answer: string | string[] | undefined;
  error: string | undefined;
}) {
  const name = answerField(question.id);
  const common = questionFieldProps(question, error);
  const options = (question.options ?? []).map((option) => ({ value: option, label: option }));

  switch (question.type) {
    case 'textarea':
      return (
        <TextArea
          {...common}
          name={name}
          defaultValue={asText(answer)}
          maxLength={surveyTextAreaMaxLength}
          rows={5}
        />
      );
    case 'select':
      return <SurveySelect {...common} name={name} options={options} answer={asText(answer)} />;
    case 'radio':
      return (
        <RadioGroup
          {...common}
          name={name}
          options={options}
          defaultValue={asText(answer) || undefined}
        />
      );
    case 'checkbox':
      return <CheckboxGroup {...common} name={name} options={options} answer={answer} />;
    default:
      return <TextField {...common} name={name} defaultValue={asText(answer)} />;
  }
}

/** A question answered from a list: its wording, its choices and its message. */
interface ChoiceFieldProps {
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  name: string;
  options: { value: string; label: string }[];
}

function SurveySelect({ name, options, answer, ...field }: ChoiceFieldProps & { answer: string }) {
  const [value, setValue] = useState(answer);
  return (
    <Select
      {...field}
      name={name}
      options={options}
      value={value || undefined}
      onValueChange={setValue}
      placeholder="Choose one"
    />
  );
}

function CheckboxGroup({
  label,
  required,
  hint,
  error,
  name,
  options,
  answer,
}: ChoiceFieldProps & { answer: string | string[] | undefined }) {
  const id = useId();
  const chosen = Array.isArray(answer) ? answer : answer ? [answer] : [];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={
        [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className={styles.legend}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <Stack space="xsmall">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            name={name}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
          />
        ))}
      </Stack>
      {hint ? (
        <Text as="small" tone="muted" id={hintId}>
          {hint}
        </Text>
      ) : null}
      <p id={errorId} className={styles.fieldError} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}

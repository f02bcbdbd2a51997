import type { SurveyQuestionWire } from '#src/lib/api/types.ts';
import { surveyTextAreaMaxLength } from '#src/features/account/SurveyForm.tsx';
import { answerField, questionFieldProps } from '#src/features/account/surveyAnswers.ts';
import { Checkbox } from '#src/ui/components/Checkbox/index.ts';
import { ChoiceGroup as RadioGroupPrimitive } from '#src/ui/components/ChoiceGroup/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import * as radioStyles from '#src/ui/components/Radio/Radio.css.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { FieldMessages, useFieldControl } from '#src/ui/components/TextField/Field.tsx';
import { describedBy, FieldLabel } from '#src/ui/components/TextField/FieldParts.tsx';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import * as styles from './DesignSurvey.css.ts';
import {
  choicesOf,
  notesMaxLength,
  priceLevelText,
  priceSigns,
  surveyTextMaxLength,
  takesList,
} from './designSurveyAnswers.ts';

export type SurveyAnswer = string | string[];

export interface SurveyQuestionProps {
  question: SurveyQuestionWire;
  answer: SurveyAnswer | undefined;
  /** The API's message for this question (after a refused save). */
  error?: string;
  onAnswer: (answer: SurveyAnswer) => void;
  /** The level of a message question's heading (one below the part's heading). */
  headingLevel: HeadingLevel;
}

const asText = (answer: SurveyAnswer | undefined) =>
  Array.isArray(answer) ? (answer[0] ?? '') : (answer ?? '');
const asList = (answer: SurveyAnswer | undefined) =>
  Array.isArray(answer) ? answer : answer ? [answer] : [];

/**
 * One question of a survey, answered through the design system's fields: notes and textarea as a
 * text area with its character count, text as a text field, select as a select, radio, checkbox and
 * choice as a group of choices; a message is text to read. A break is never shown (it ends a part).
 */
export function SurveyQuestion({
  question,
  answer,
  error,
  onAnswer,
  headingLevel,
}: SurveyQuestionProps) {
  const name = answerField(question.id);
  const field = questionFieldProps(question, error);
  switch (question.type) {
    case 'message':
      return <SurveyMessage question={question} headingLevel={headingLevel} />;
    case 'break':
      return null;
    case 'notes':
    case 'textarea':
      return (
        <TextArea
          {...field}
          name={name}
          rows={5}
          maxLength={question.type === 'notes' ? notesMaxLength(question) : surveyTextAreaMaxLength}
          value={asText(answer)}
          onChange={(event) => onAnswer(event.target.value)}
        />
      );
    case 'select':
      return (
        <Select
          {...field}
          name={name}
          options={choicesOf(question).map((choice) => ({ value: choice, label: choice }))}
          value={asText(answer) || undefined}
          onValueChange={onAnswer}
          placeholder="Choose one"
        />
      );
    case 'radio':
    case 'checkbox':
    case 'choice':
      return (
        <SurveyChoices
          question={question}
          name={name}
          answer={answer}
          error={error}
          onAnswer={onAnswer}
        />
      );
    default:
      return (
        <TextField
          {...field}
          name={name}
          maxLength={surveyTextMaxLength}
          value={asText(answer)}
          onChange={(event) => onAnswer(event.target.value)}
        />
      );
  }
}

function SurveyMessage({
  question,
  headingLevel,
}: {
  question: SurveyQuestionWire;
  headingLevel: HeadingLevel;
}) {
  return (
    <div className={styles.message}>
      {question.label.trim() ? (
        <Heading level={headingLevel} size="sm">
          {question.label}
        </Heading>
      ) : null}
      {question.content?.trim() ? (
        <Text className={styles.messageText}>{question.content}</Text>
      ) : null}
    </div>
  );
}

/** A choice's name; a price level's dollar signs are shown, and its level is read out instead. */
function ChoiceLabel({
  choice,
  index,
  count,
  pricing,
}: {
  choice: string;
  index: number;
  count: number;
  pricing: boolean;
}) {
  if (!pricing) return <>{choice}</>;
  return (
    <>
      <span className={styles.priceSigns} aria-hidden="true">
        {priceSigns(index)}
      </span>
      {choice}
      <VisuallyHidden> {priceLevelText(index, count)}</VisuallyHidden>
    </>
  );
}

/**
 * A question answered by choosing: its title, then its picture (`meta.image`) and its short line
 * (`meta.label`), then the choices, as radio buttons or (`meta.multiple`, or a checkbox question) as
 * checkboxes. The design system's RadioGroup puts its options right under its label, with nothing
 * between; the picture and the line go there, so the radios are Radix's, in RadioGroup's own styles.
 */
function SurveyChoices({
  question,
  name,
  answer,
  error,
  onAnswer,
}: {
  question: SurveyQuestionWire;
  name: string;
  answer: SurveyAnswer | undefined;
  error?: string;
  onAnswer: (answer: SurveyAnswer) => void;
}) {
  const hint = question.help ?? undefined;
  const control = useFieldControl({ hint, error });
  const lineId = `${control.id}-line`;
  const meta = question.type === 'choice' ? question.meta : undefined;
  const line = meta?.label?.trim() ? meta.label : null;
  const choices = choicesOf(question);
  const pricing = meta?.pricing === true;
  const list = takesList(question);
  const groupDescription = describedBy(line && lineId, control.describedBy);
  const label = (choice: string, index: number) => (
    <ChoiceLabel choice={choice} index={index} count={choices.length} pricing={pricing} />
  );

  return (
    <div className={fieldStyles.field}>
      <FieldLabel as="span" id={control.labelId} required={question.required}>
        {question.label}
        {question.required && list ? (
          // A group of checkboxes has no required state of its own, and the star is not read.
          <VisuallyHidden> (required)</VisuallyHidden>
        ) : null}
      </FieldLabel>
      {meta?.image ? (
        <Image
          src={meta.image}
          alt={question.label}
          aspectRatio="3 / 2"
          fit="contain"
          className={styles.image}
        />
      ) : null}
      {line ? (
        <p id={lineId} className={styles.choiceLine}>
          {line}
        </p>
      ) : null}
      {list ? (
        <div
          role="group"
          aria-labelledby={control.labelId}
          aria-describedby={groupDescription}
          className={styles.choices}
        >
          {choices.map((choice, index) => {
            const chosen = asList(answer);
            return (
              <Checkbox
                key={choice}
                name={name}
                value={choice}
                label={label(choice, index)}
                checked={chosen.includes(choice)}
                onCheckedChange={(checked) =>
                  onAnswer(
                    checked
                      ? choices.filter((option) => option === choice || chosen.includes(option))
                      : chosen.filter((option) => option !== choice),
                  )
                }
              />
            );
          })}
        </div>
      ) : (
        <RadioGroupPrimitive.Root
          name={name}
          value={asText(answer)}
          onValueChange={onAnswer}
          required={question.required}
          aria-labelledby={control.labelId}
          aria-describedby={groupDescription}
          aria-invalid={control.invalid || undefined}
          className={radioStyles.group({ orientation: 'vertical' })}
        >
          {choices.map((choice, index) => {
            const optionId = `${control.id}-option-${index}`;
            return (
              <div key={choice} className={radioStyles.option}>
                <RadioGroupPrimitive.Item
                  id={optionId}
                  value={choice}
                  className={[radioStyles.radio, control.invalid && radioStyles.radioInvalid]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <RadioGroupPrimitive.Indicator className={radioStyles.dot} />
                </RadioGroupPrimitive.Item>
                <label htmlFor={optionId} className={radioStyles.optionLabel({})}>
                  {label(choice, index)}
                </label>
              </div>
            );
          })}
        </RadioGroupPrimitive.Root>
      )}
      <FieldMessages hint={hint} hintId={control.hintId} error={error} errorId={control.errorId} />
    </div>
  );
}

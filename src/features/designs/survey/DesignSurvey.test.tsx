import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api/client.ts';
import type { SurveyAnswers, SurveyWire } from '#src/lib/api/types.ts';
import { demoSurvey } from '#src/features/account/testing/demoAccount.ts';
import { DesignSurvey, type DesignSurveyProps } from './DesignSurvey.tsx';
import { designSurvey, designSurveyAnswers } from './testing/designSurveyFixtures.ts';

function show(props: Partial<DesignSurveyProps> = {}) {
  const onSubmit = vi.fn<(answers: SurveyAnswers) => Promise<void>>(async () => {});
  render(<DesignSurvey survey={designSurvey} onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const button = (name: string) => screen.getByRole('button', { name });
const partHeading = (name: string) => screen.getByRole('heading', { level: 4, name });

/** Answers the first part and goes on to the second. */
async function toPartTwo(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Cottage potager' }));
  await user.click(button('Next'));
}

/** Answers the second part and goes on to the last. */
async function toPartThree(user: User) {
  await toPartTwo(user);
  await user.click(screen.getByRole('checkbox', { name: 'Herbs' }));
  await user.click(screen.getByRole('radio', { name: '1–3 hours' }));
  await user.click(screen.getByRole('radio', { name: 'Middle of the road (price level 2 of 3)' }));
  await user.click(button('Next'));
}

describe('DesignSurvey', () => {
  it('tells every change of an answer, with the answers so far as they would be sent', async () => {
    const onChange = vi.fn<(answers: SurveyAnswers) => void>();
    const { user } = show({ onChange });
    await user.click(screen.getByRole('radio', { name: 'Cottage potager' }));
    expect(onChange).toHaveBeenLastCalledWith({ style: 'Cottage potager' });
    await user.click(button('Next'));
    await user.click(screen.getByRole('checkbox', { name: 'Herbs' }));
    expect(onChange).toHaveBeenLastCalledWith({ style: 'Cottage potager', harvest: ['Herbs'] });
  });

  it("shows the first part: 'Part 1 of 3', the message, and the style question with its picture and line", () => {
    show();
    expect(partHeading('Part 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Hone your vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Let’s hone your vision' })).toBeVisible();
    expect(screen.getByText(/^A few questions about how your garden should look/)).toBeVisible();
    const style = screen.getByRole('radiogroup', {
      name: 'Which garden style speaks to you most?',
    });
    expect(style).toBeRequired();
    expect(style).toHaveAccessibleDescription('Choose one');
    expect(within(style).getAllByRole('radio')).toHaveLength(4);
    expect(
      screen.getByRole('img', { name: 'Which garden style speaks to you most?' }),
    ).toHaveAttribute('src', '/api/media/survey-garden-styles.svg');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Questions marked * are required.')).toBeVisible();
  });

  it('holds Next until the part’s required questions are answered; optional notes may stay blank', async () => {
    const { user } = show();
    expect(button('Next')).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'In a sentence or two, how should the garden feel?' }),
      'Calm',
    );
    expect(button('Next')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Clean modern beds' }));
    expect(button('Next')).toBeEnabled();
  });

  it('moves between parts with the focus on the part’s heading, keeping the answers', async () => {
    const { user } = show();
    await toPartTwo(user);
    expect(partHeading('Part 2 of 3')).toHaveFocus();
    expect(button('Next')).toBeDisabled();
    await user.click(button('Previous'));
    expect(partHeading('Part 1 of 3')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    await user.click(button('Next'));
    await user.click(screen.getByRole('checkbox', { name: 'Berries' }));
    await user.click(button('Previous'));
    await user.click(button('Next'));
    expect(screen.getByRole('checkbox', { name: 'Berries' })).toBeChecked();
  });

  it('offers several choices as checkboxes under their line, and price levels with dollar signs', async () => {
    const { user } = show();
    await toPartTwo(user);
    const harvest = screen.getByRole('group', {
      name: 'What would you love to harvest? (required)',
    });
    expect(harvest).toHaveAccessibleDescription('Choose all that apply');
    expect(within(harvest).getAllByRole('checkbox')).toHaveLength(6);
    const budget = screen.getByRole('radiogroup', {
      name: 'How much would you like to spend on plants?',
    });
    expect(within(budget).getAllByRole('radio')).toHaveLength(3);
    for (const [index, [name, signs]] of [
      ['Thrifty', '$'],
      ['Middle of the road', '$$'],
      ['Splurge', '$$$'],
    ].entries()) {
      // The signs are shown, not read: the level is read instead.
      expect(within(budget).getByText(signs!)).toHaveAttribute('aria-hidden', 'true');
      expect(
        within(budget).getByRole('radio', { name: `${name} (price level ${index + 1} of 3)` }),
      ).toBeInTheDocument();
    }
  });

  it('counts the characters of notes against the question’s maximum', async () => {
    const { user } = show();
    await toPartThree(user);
    const mustHave = screen.getByRole('textbox', {
      name: 'What is the one thing your garden must give you?',
    });
    expect(mustHave).toHaveAttribute('maxlength', '500');
    expect(mustHave).toHaveAccessibleDescription('0/500');
    await user.type(mustHave, 'Salad');
    expect(mustHave).toHaveAccessibleDescription('5/500');
  });

  it('submits on the last part once every required question is answered, sending only answers', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(
      (_answers: SurveyAnswers) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = show({ onSubmit });
    await toPartThree(user);
    expect(partHeading('Part 3 of 3')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(button('Save & Continue')).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
      'Salad all summer',
    );
    await user.click(button('Save & Continue'));
    expect(onSubmit).toHaveBeenCalledWith({
      style: 'Cottage potager',
      harvest: ['Herbs'],
      weekly_time: '1–3 hours',
      plant_budget: 'Middle of the road',
      must_have: 'Salad all summer',
    });
    expect(button('Save & Continue')).toHaveAttribute('aria-busy', 'true');
    expect(button('Save & Continue')).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(button('Save & Continue')).toBeEnabled());
  });

  it('shows why a save failed and keeps the answers', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, {
        message: 'The homework of this design can no longer be changed.',
      });
    });
    const { user } = show({ onSubmit, initialAnswers: designSurveyAnswers });
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(button('Save & Continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The homework of this design can no longer be changed.',
    );
    expect(
      screen.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
    ).toHaveValue('Salad from May to October.');
    expect(button('Save & Continue')).toBeEnabled();
  });

  it('says an unknown error occurred when the failure has no message', async () => {
    const { user } = show({
      onSubmit: async () => {
        throw new ApiError(500, null, 'Failed to fetch');
      },
      initialAnswers: designSurveyAnswers,
    });
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(button('Save & Continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred, please try again soon.',
    );
  });

  it('goes back to the part of a question the API refused, and shows its message there', async () => {
    const message = 'The selected answer is invalid.';
    const { user } = show({
      onSubmit: async () => {
        throw new ApiError(422, { message, errors: { 'answers.weekly_time': [message] } });
      },
      initialAnswers: designSurveyAnswers,
    });
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(button('Save & Continue'));
    expect(await screen.findByRole('heading', { name: 'Part 2 of 3' })).toHaveFocus();
    const time = screen.getByRole('radiogroup', {
      name: 'How much time can you give the garden each week?',
    });
    expect(time).toHaveAccessibleDescription(message);
    expect(time).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: 'Under an hour' }));
    expect(time).not.toHaveAttribute('aria-invalid');
  });

  it('starts from saved answers, a saved single answer to a multiple choice as a list', async () => {
    const { user, onSubmit } = show({
      initialAnswers: { ...designSurveyAnswers, harvest: 'Berries', retired_question: 'x' },
      submitLabel: 'Save answers',
    });
    expect(screen.getByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    expect(button('Next')).toBeEnabled();
    await user.click(button('Next'));
    expect(screen.getByRole('checkbox', { name: 'Berries' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Herbs' })).not.toBeChecked();
    await user.click(button('Next'));
    await user.click(button('Save answers'));
    expect(onSubmit).toHaveBeenCalledWith({ ...designSurveyAnswers, harvest: ['Berries'] });
  });

  it('renders the questionnaire’s types too (text, textarea, select, radio, checkbox) as one part', async () => {
    const { user, onSubmit } = show({ survey: demoSurvey, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Part 1 of 1' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'How big is your space?' }),
    ).toHaveAccessibleDescription('In feet, e.g. 10 x 12.');
    expect(
      screen.getByRole('combobox', { name: 'How much gardening have you done?' }),
    ).toBeInTheDocument();
    expect(button('Save & Continue')).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'What would you like to grow?' }), 'Herbs');
    await user.click(screen.getByRole('radio', { name: 'Part shade' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tomatoes' }));
    await user.click(button('Save & Continue'));
    expect(onSubmit).toHaveBeenCalledWith({
      goals: 'Herbs',
      sun: 'Part shade',
      crops: ['Tomatoes'],
    });
  });

  it('shows a survey without breaks as one part, its questions in order of weight', () => {
    const survey: SurveyWire = {
      id: 9,
      name: 'Short',
      questions: [
        { id: 'b', type: 'notes', label: 'Second by weight', required: false, weight: 2 },
        { id: 'a', type: 'notes', label: 'First by weight', required: false, weight: 1 },
      ],
    };
    show({ survey });
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'answers.a',
      'answers.b',
    ]);
    expect(screen.queryByText('Questions marked * are required.')).not.toBeInTheDocument();
    expect(button('Save & Continue')).toBeEnabled();
  });
});

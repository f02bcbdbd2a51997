import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '#src/lib/api/client.ts';
import type { SurveyAnswers } from '#src/lib/api/types.ts';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { DesignSurvey } from './DesignSurvey.tsx';
import {
  designSurvey,
  designSurveyAnswers,
  designSurveyHandlers,
} from './testing/designSurveyFixtures.ts';

type Canvas = ReturnType<typeof within>;

const toPartTwo = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('radio', { name: 'Cottage potager' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
};
const toPartThree = async (canvas: Canvas) => {
  await toPartTwo(canvas);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Herbs' }));
  await userEvent.click(canvas.getByRole('radio', { name: '1–3 hours' }));
  await userEvent.click(
    canvas.getByRole('radio', { name: 'Middle of the road (price level 2 of 3)' }),
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
};

type Submit = (answers: SurveyAnswers) => Promise<void>;
/** A save that succeeds at once. */
const saves = () => fn<Submit>(async () => {});
/** A save that never ends. */
const savesForever = () => fn<Submit>(() => new Promise<void>(() => {}));
/** A save the API refuses. */
const refused = (error: ApiError) =>
  fn<Submit>(async () => {
    throw error;
  });

/**
 * **DesignSurvey** (`src/features/designs/survey`): the survey of the design homework's first section, 'Hone
 * Vision (~3 minutes)' (`DesignSurveyStep` loads it and saves the answers). The questions between two
 * `break` questions make a part; one part shows at a time, headed **Part x of y**, with **Previous**
 * (not on the first part), **Next**, and on the last part the submit button (**Save & Continue**
 * unless `submitLabel` says otherwise). Next stays disabled until the part's required questions
 * (marked *) are answered, submit until every required question is. Answers are kept when moving
 * between parts, and the focus moves to the new part's heading.
 *
 * Every kind of question (docs/api/surveys.md):
 *
 * - **message**: its `label` as a heading and its `content` as text, nothing to answer;
 * - **choice**: radio buttons, or checkboxes when `meta.multiple`; `meta.image` is shown under the
 *   question (its text is the picture's alternative), `meta.label` is the short line above the
 *   choices ('Choose one', 'Choose all that apply'), and with `meta.pricing` each choice shows its
 *   price level as dollar signs ($, $$, $$$ by position; read out as '(price level 2 of 3)');
 * - **notes**: a text area counting characters up to `meta.maxLength` (5000 when not set);
 * - the questionnaire's types as well: **text**, **textarea**, **select**, **radio**, **checkbox**.
 *
 * While `onSubmit` runs, the submit button is busy; when it fails, the API's message shows (or 'An
 * unknown error occurred, please try again soon.') and the answers stay; a question the API refused
 * gets its message, and the survey goes back to its part. Here the survey is the reference API's
 * survey 2, 'Hone your vision'.
 */
const meta = {
  title: 'Designs/DesignSurvey',
  component: DesignSurvey,
  args: { survey: designSurvey, onSubmit: saves() },
  beforeEach({ msw }) {
    // The picture of the style question, served as the API serves it.
    msw.use(...designSurveyHandlers());
  },
  decorators: [
    (Story) => (
      <Box padding="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DesignSurvey>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Part 1 of 3: a message, the style question with its picture and line, and optional notes. */
export const FirstPart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Part 1 of 3' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Let’s hone your vision' })).toBeVisible();
    const picture = canvas.getByRole('img', { name: 'Which garden style speaks to you most?' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBe(1200), {
      timeout: 5000,
    });
    await expect(
      canvas.getByRole('radiogroup', { name: 'Which garden style speaks to you most?' }),
    ).toHaveAccessibleDescription('Choose one');
    await expect(canvas.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Next waits for the part's required question; the optional notes may stay blank. */
export const NextWaitsForRequired: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'In a sentence or two, how should the garden feel?' }),
      'Calm, with somewhere to sit',
    );
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Edible landscape' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(canvas.getByRole('heading', { name: 'Part 2 of 3' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByRole('radio', { name: 'Edible landscape' })).toBeChecked();
  },
};

/** Part 2 of 3: several choices as checkboxes, one choice, and price levels shown as dollar signs. */
export const PricingAndSeveralChoices: Story = {
  play: async ({ canvas }) => {
    await toPartTwo(canvas);
    const harvest = canvas.getByRole('group', {
      name: 'What would you love to harvest? (required)',
    });
    await expect(harvest).toHaveAccessibleDescription('Choose all that apply');
    await userEvent.click(within(harvest).getByRole('checkbox', { name: 'Berries' }));
    await userEvent.click(within(harvest).getByRole('checkbox', { name: 'Herbs' }));
    await expect(within(harvest).getByRole('checkbox', { name: 'Herbs' })).toBeChecked();
    const budget = canvas.getByRole('radiogroup', {
      name: 'How much would you like to spend on plants?',
    });
    await expect(within(budget).getByText('$$$')).toBeVisible();
    await userEvent.click(
      within(budget).getByRole('radio', { name: 'Splurge (price level 3 of 3)' }),
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Under an hour' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Part 3 of 3: notes with their character count, and 'Save & Continue' once all is answered. */
export const LastPart: Story = {
  args: { onSubmit: saves() },
  play: async ({ canvas, args }) => {
    await toPartThree(canvas);
    const submit = canvas.getByRole('button', { name: 'Save & Continue' });
    await expect(submit).toBeDisabled();
    const mustHave = canvas.getByRole('textbox', {
      name: 'What is the one thing your garden must give you?',
    });
    await userEvent.type(mustHave, 'Salad all summer');
    await expect(mustHave).toHaveAccessibleDescription('16/500');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      style: 'Cottage potager',
      harvest: ['Herbs'],
      weekly_time: '1–3 hours',
      plant_budget: 'Middle of the road',
      must_have: 'Salad all summer',
    });
  },
};

/** A survey answered before: every answer is back, so each part can be left at once. */
export const SavedAnswers: Story = {
  args: { initialAnswers: designSurveyAnswers },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('checkbox', { name: 'Salad greens' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      canvas.getByRole('textbox', { name: 'Anything else your designer should know?' }),
    ).toHaveValue('The dog digs by the back fence.');
    await expect(canvas.getByRole('button', { name: 'Save & Continue' })).toBeEnabled();
  },
};

/** While the answers are saved the button is busy. */
export const Saving: Story = {
  args: { initialAnswers: designSurveyAnswers, onSubmit: savesForever() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(canvas.getByRole('button', { name: 'Save & Continue' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The save fails: the API's message shows, the answers stay, and it can be pressed again. */
export const SaveFailed: Story = {
  args: {
    initialAnswers: designSurveyAnswers,
    onSubmit: refused(
      new ApiError(409, { message: 'The homework of this design can no longer be changed.' }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The homework of this design can no longer be changed.',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
    ).toHaveValue('Salad from May to October.');
    await expect(canvas.getByRole('button', { name: 'Save & Continue' })).toBeEnabled();
  },
};

/** A question the API refused: the survey goes back to its part and shows its message. */
export const AnswerRefused: Story = {
  args: {
    initialAnswers: designSurveyAnswers,
    onSubmit: refused(
      new ApiError(422, {
        message: 'The selected answer is invalid.',
        errors: { plant_budget: ['The selected answer is invalid.'] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Part 2 of 3' })).toHaveFocus();
    await expect(
      canvas.getByRole('radiogroup', { name: 'How much would you like to spend on plants?' }),
    ).toHaveAccessibleDescription('The selected answer is invalid.');
  },
};

/** Any survey renders: the pre-session questionnaire's types, in one part. */
export const QuestionnaireTypes: Story = {
  args: {
    submitLabel: 'Submit questionnaire',
    survey: {
      id: 1,
      name: 'Pre-session questionnaire',
      description: 'A few questions so your designer arrives at the call knowing your garden.',
      questions: [
        {
          id: 'garden_size',
          type: 'text',
          label: 'Roughly how big is the space you want to grow in?',
          required: true,
          help: 'For example “12 × 20 ft backyard” or “two balcony planters”.',
        },
        {
          id: 'growing',
          type: 'checkbox',
          label: 'What do you grow already?',
          required: true,
          options: ['Salad greens', 'Tomatoes', 'Herbs', 'Nothing yet'],
        },
        {
          id: 'sun',
          type: 'radio',
          label: 'How much direct sun does the space get?',
          required: true,
          options: ['Full sun (6+ hours)', 'Part sun (3–6 hours)', 'Mostly shade (under 3 hours)'],
        },
        {
          id: 'goals',
          type: 'textarea',
          label: 'What would you like your garden to give you this year?',
          required: false,
        },
        {
          id: 'experience',
          type: 'select',
          label: 'How much gardening have you done?',
          required: false,
          options: ['This is my first garden', 'A few seasons', 'Many years'],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Part 1 of 1' })).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: 'How much gardening have you done?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit questionnaire' })).toBeDisabled();
  },
};

/** On a wide screen the questions keep a reading width (40rem), not the page's whole width. */
export const OnAWideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: designSurvey.name });
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(640);
    await expect(form.getBoundingClientRect().width).toBeGreaterThan(600);
  },
};

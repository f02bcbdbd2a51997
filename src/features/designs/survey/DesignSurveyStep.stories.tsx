import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { DesignSurveyStep } from './DesignSurveyStep.tsx';
import {
  answeredDesign,
  designSurveyHandlers,
  surveyDesign,
} from './testing/designSurveyFixtures.ts';

type Canvas = ReturnType<typeof within>;

const answerAll = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('radio', { name: 'Clean modern beds' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Tomatoes and peppers' }));
  await userEvent.click(canvas.getByRole('radio', { name: 'More than 3 hours' }));
  await userEvent.click(canvas.getByRole('radio', { name: 'Thrifty (price level 1 of 3)' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
    'Tomatoes for sauce',
  );
};

/**
 * **DesignSurveyStep** (`src/features/designs/survey`): the body of the design homework's 'Hone Vision
 * (~3 minutes)' section on `/account/designs/{design}`. It loads the survey of the design's product
 * (`GET /surveys/{order.product.survey_id}`: 'Loading the questionnaire...' meanwhile; if that fails,
 * the API's message or 'An unknown error occurred, please try again soon.' with **Try again**), shows
 * it as a `DesignSurvey` starting from the design's saved answers (`survey_result.results`, when they
 * are for this survey), and on **Save & Continue** stores the answers (`POST /surveys/results/{survey}`,
 * or `…/{survey}/{result}` to replace the saved result) and then ties them to the design
 * (`PUT /designs/{id}` `{ survey_results_id }`). The design the API answers goes to `onSaved`: the
 * homework then opens 'Your Garden Details'. If the design cannot be updated, the API's message shows
 * and the answers stay; trying again replaces the result already stored rather than storing a second.
 * The API here is MSW with the reference API's rules.
 */
const meta = {
  title: 'Designs/DesignSurveyStep',
  component: DesignSurveyStep,
  args: { design: surveyDesign(), onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...designSurveyHandlers());
  },
  decorators: [
    (Story) => (
      <Box padding="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DesignSurveyStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The survey is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...designSurveyHandlers({ loadLatency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the questionnaire...');
  },
};

/** The survey cannot be loaded: the API's message, and Try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...designSurveyHandlers({ loadStatus: 500 }));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Server Error');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A design just bought: the survey from its first part; saving hands the updated design on. */
export const Answering: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Part 1 of 3' })).toBeVisible();
    await answerAll(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({
          survey_results_id: 40,
          survey_result: expect.objectContaining({
            results: expect.objectContaining({ must_have: 'Tomatoes for sauce' }),
          }),
        }),
      ),
    );
  },
};

/** Answered before: the saved answers are back, and saving replaces them. */
export const SavedSurvey: Story = {
  args: { design: answeredDesign() },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      canvas.getByRole('radio', { name: 'Middle of the road (price level 2 of 3)' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ survey_results_id: 7 })),
    );
  },
};

/** The design can no longer take the answers: the API's message shows, and the answers stay. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...designSurveyHandlers({ updateStatus: 409 }));
  },
  play: async ({ canvas, args }) => {
    await answerAll(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The homework of this design can no longer be changed.',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
    ).toHaveValue('Tomatoes for sauce');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

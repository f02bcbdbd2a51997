import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Container } from '#src/ui/components/Container/index.ts';
import { demoSurvey } from './testing/demoAccount.ts';
import { SurveyForm } from './SurveyForm.tsx';
import { withDataRouter } from './testing/storyRouter.tsx';

/**
 * **SurveyForm**: a survey's questions as a form: text, textarea, select, radio and checkbox
 * (several choices). Each answer posts as `answers.{question id}`; errors show
 * per question and the answers sent stay. The pre-session questionnaire uses it, the design homework
 * will too.
 */
const meta = {
  title: 'Account/SurveyForm',
  component: SurveyForm,
  parameters: { router: false },
  decorators: [
    (Story) => (
      <Container width="reading">
        <Story />
      </Container>
    ),
    withDataRouter(),
  ],
  args: { survey: demoSurvey },
} satisfies Meta<typeof SurveyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Answering: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'What would you like to grow?' }),
      'Salad all summer',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Part shade' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Herbs' }));
    await expect(canvas.getByRole('checkbox', { name: 'Herbs' })).toBeChecked();
  },
};

export const WithErrors: Story = {
  args: {
    answers: { goals: '', space: '4 x 8', crops: ['Herbs'] },
    errors: { goals: 'The goals field is required.', sun: 'Please choose one.' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'What would you like to grow?' }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please choose one.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { survey: { id: 9, name: 'A survey without questions', questions: [] } },
};

export const Submitting: Story = { args: { submitting: true } };

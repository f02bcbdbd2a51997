import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Text } from '#src/ui/components/Text/index.ts';
import type { HomeworkDesign } from '../homeworkSections.ts';
import { Homework } from './Homework.tsx';

const design = (overrides: Partial<HomeworkDesign> = {}): HomeworkDesign => ({
  status: 'created',
  survey_results_id: null,
  details: { completed: false },
  order: { coach_id: null, product: { session_length: 45, survey_id: 1 } },
  ...overrides,
});

/**
 * **Design homework** (`/account/designs/{design}`): what a customer does after buying a garden
 * design, as three collapsible sections, one open at a time — 'Hone Vision (~3 minutes)' (the
 * survey, only when the product has one), 'Your Garden Details (~20 minutes)' and 'Choose your
 * Designer' (with ' and Schedule {n} Min. Video Call' when the product has a call). The details stay
 * locked (dimmed, their title not pressable) until the survey is answered; the homework opens where
 * the customer left off; saving a section opens the next, and an earlier title goes back. Each
 * section's body is its own component; here a stand-in.
 */
const meta = {
  title: 'Designs/Homework',
  component: Homework,
  args: {
    design: design(),
    renderSection: (section) => <Text>The {section.key} step goes here.</Text>,
  },
  decorators: [
    (Story) => (
      <Box padding="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Homework>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A design just bought: the survey is open, the details locked. */
export const JustBought: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The survey step goes here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Your Garden Details/ })).toBeDisabled();
  },
};

/** The survey answered: it reads Complete, and the details are open. */
export const SurveyAnswered: Story = {
  args: { design: design({ survey_results_id: 12 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The details step goes here.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Hone Vision/ }));
    await expect(canvas.getByText('The survey step goes here.')).toBeVisible();
  },
};

/** The details completed: the homework opens on choosing the designer. */
export const DetailsCompleted: Story = {
  args: { design: design({ survey_results_id: 12, details: { completed: true } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The designer step goes here.')).toBeVisible();
  },
};

/** A product without a survey and without a call: two sections, the designer's title plain. */
export const NoSurveyNoCall: Story = {
  args: {
    design: design({ order: { coach_id: null, product: { session_length: 0, survey_id: null } } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Choose your Designer' })).toBeEnabled();
  },
};

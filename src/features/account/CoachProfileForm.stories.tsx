import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '#src/ui/components/Container/index.ts';
import { coachProfileValues } from './coachProfile.ts';
import { CoachProfileForm } from './CoachProfileForm.tsx';
import { demoCoachProfile } from './testing/demoAccount.ts';
import { withDataRouter } from './testing/storyRouter.tsx';

const saved = coachProfileValues(demoCoachProfile);

/**
 * **CoachProfileForm**: what customers read about a coach: About Me, a testimonial, city and state,
 * and 'Video calls only'. It posts to `/account/coaching`'s action (`PUT /users/{id}`).
 */
const meta = {
  title: 'Account/CoachProfileForm',
  component: CoachProfileForm,
  parameters: { router: false },
  decorators: [
    (Story) => (
      <Container width="reading">
        <Story />
      </Container>
    ),
    withDataRouter(() => null, '/account/coaching'),
  ],
  args: { values: saved },
} satisfies Meta<typeof CoachProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Oregon');
    await expect(canvas.getByRole('checkbox', { name: 'Video calls only' })).not.toBeChecked();
  },
};

export const Empty: Story = {
  args: { values: { about: '', testimonial: '', city: '', state: '', coach_zoom_only: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent(
      'Choose a state',
    );
  },
};

export const WithErrors: Story = {
  args: {
    errors: {
      fields: { 'addresses.0.city': 'The city may not be longer than 80 characters.' },
      form: null,
    },
  },
};

export const Saving: Story = { args: { submitting: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Container } from '#src/ui/components/Container/index.ts';
import { demoCustomer } from './testing/demoAccount.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { withDataRouter } from './testing/storyRouter.tsx';

/**
 * **ProfileForm**: first name, last name, e-mail and timezone. It posts to its route's action, which
 * saves with `PUT /users/{id}`; a failure comes back with the errors and what the person sent.
 */
const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  parameters: { router: false },
  decorators: [
    (Story) => (
      <Container width="reading">
        <Story />
      </Container>
    ),
    withDataRouter(),
  ],
  args: { account: demoCustomer },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'customer@trellis.test',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Timezone' }));
    await userEvent.keyboard('{Escape}');
  },
};

export const WithErrors: Story = {
  args: {
    values: { first_name: '', last_name: 'Customer', email: 'taken@trellis.test', timezone: 'UTC' },
    errors: {
      fields: {
        first_name: 'Please enter your first name.',
        email: 'The email has already been taken.',
      },
      form: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Email address' }),
    ).toHaveAccessibleDescription('The email has already been taken.');
  },
};

export const FormError: Story = {
  args: { errors: { fields: {}, form: 'An unknown error occurred, please try again soon.' } },
};

export const Saving: Story = { args: { submitting: true } };

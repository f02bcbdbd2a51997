import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Button } from '#src/ui/components/Button/index.ts';
import { messageKeys, type MessageKey } from '#src/lib/messages/catalogue.ts';
import { useNotify } from '#src/lib/messages/NotificationProvider.tsx';
import type { NotifyInput } from '#src/lib/messages/notificationStore.ts';
import { Toasts } from './Toasts.tsx';

interface ToastsStoryArgs {
  /** Notifications shown when the story opens (duration 0 keeps them for review). */
  notifications: NotifyInput[];
  /** The catalogue key the "Show notification" button shows. */
  messageKey: MessageKey;
  /** The region's name (the live preview's frame names its own). */
  label?: string;
}

function ShowOnOpen({ notifications }: { notifications: NotifyInput[] }) {
  const notify = useNotify();
  useEffect(() => {
    for (const input of notifications) notify(input);
  }, [notify, notifications]);
  return null;
}

function ShowButton({ input, label }: { input: NotifyInput; label: string }) {
  const notify = useNotify();
  return <Button onClick={() => notify(input)}>{label}</Button>;
}

/**
 * The site's flash messages. Any component calls `useNotify()` and passes a catalogue key
 * (`notify({ message: 'accountUpdated' })`), free text with a status, or a plain string (an error);
 * `<Toasts />`, rendered once per app, shows them at the top right (full width at the top on phones)
 * with a success, information or error icon, a status word for screen readers and a dismiss button.
 * A message removes itself after 5 s (the quiz error after 10 s; duration 0 keeps it); showing a message
 * that is already on screen flashes it instead of adding it twice. Every story already has a
 * `NotificationProvider` and `<Toasts />` around it, so these stories only show messages.
 */
const meta = {
  title: 'Components/Toasts',
  component: Toasts,
  args: { notifications: [], messageKey: 'accountUpdated' },
  argTypes: {
    messageKey: { control: 'select', options: messageKeys },
    notifications: { control: 'object' },
  },
  render: ({ notifications, messageKey }) => (
    <Box padding="large">
      <ShowOnOpen notifications={notifications} />
      <ShowButton input={{ message: messageKey }} label="Show notification" />
    </Box>
  ),
} satisfies Meta<ToastsStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Notifications' });

export const Playground: Story = {
  args: { messageKey: 'coachProfileUpdated' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const toasts = within(region(canvasElement));
    await expect(toasts.getByText('Your coaching profile was updated successfully!')).toBeVisible();
    await userEvent.click(toasts.getByRole('button', { name: 'Dismiss notification' }));
    await expect(
      toasts.queryByText('Your coaching profile was updated successfully!'),
    ).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { notifications: [{ message: 'accountUpdated', duration: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(region(canvasElement)).getByText('Your account was updated successfully!'),
    ).toHaveTextContent('Success: Your account was updated successfully!');
  },
};

export const Information: Story = {
  args: { notifications: [{ message: 'requiresLogin', duration: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(region(canvasElement)).getByText('Login to access that page.'),
    ).toHaveTextContent('Information: Login to access that page.');
  },
};

// Not exported as `Error`, which would shadow the global constructor in this module.
export const ErrorStatus: Story = {
  name: 'Error',
  args: { notifications: [{ message: 'unableToLoadOrders', duration: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(region(canvasElement)).getByText('Sorry, we were unable to load your orders'),
    ).toHaveTextContent('Error: Sorry, we were unable to load your orders');
  },
};

export const PlainStringIsAnError: Story = {
  args: { notifications: ['The garden could not be saved. Please try again.'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(region(canvasElement)).getByText('The garden could not be saved. Please try again.'),
    ).toHaveTextContent('Error: The garden could not be saved. Please try again.');
  },
};

export const SeveralAtOnce: Story = {
  args: {
    notifications: [
      { message: 'copyPageUrl', duration: 0 },
      { message: 'invalidTimePast', duration: 0 },
      { message: 'requiresLogin', duration: 0 },
      { message: 'availableNowSet', duration: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const toasts = within(region(canvasElement));
    await expect(toasts.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(4);
    await userEvent.click(
      toasts.getByRole('button', {
        name: 'Dismiss notification',
        description: 'Success: Copied Page URL',
      }),
    );
    await expect(toasts.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  },
};

export const LongMessage: Story = {
  args: {
    notifications: [
      { message: 'forgotPasswordSent', duration: 0 },
      {
        message:
          'We could not reach https://example.com/a-very-long-address-for-a-garden-design-resource-that-keeps-going so the upload of your garden photos stopped.',
        duration: 0,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const toast = within(region(canvasElement)).getByText(
      /^Your password reset email sent successfully/,
    );
    await expect(toast).toBeVisible();
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
  },
};

export const QuizErrorStaysTenSeconds: Story = {
  args: { notifications: [{ message: 'quizError' }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(region(canvasElement)).getByText(/^We were unable to load your quiz results/),
    ).toBeVisible();
  },
};

export const Flash: Story = {
  args: { notifications: [{ message: 'invalidTime', duration: 0 }] },
  render: ({ notifications }) => (
    <Box padding="large">
      <ShowOnOpen notifications={notifications} />
      <ShowButton input={{ message: 'invalidTime', duration: 0 }} label="Show it again" />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const toasts = within(region(canvasElement));
    const text = await toasts.findByText(
      'Please fill out all fields to confirm your availability.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show it again' }));
    await expect(text.parentElement).toHaveAttribute('data-flash');
    await expect(
      toasts.getAllByText('Please fill out all fields to confirm your availability.'),
    ).toHaveLength(1);
    await waitFor(() => expect(text.parentElement).not.toHaveAttribute('data-flash'));
  },
};

export const OnAPhone: Story = {
  args: SeveralAtOnce.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

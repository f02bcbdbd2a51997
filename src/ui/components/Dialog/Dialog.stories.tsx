import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Button } from '#src/ui/components/Button/index.ts';
import { Dialog, dialogSizes, type DialogContentProps } from './index.ts';

function DialogDemo({
  triggerLabel = 'Open dialog',
  ...content
}: DialogContentProps & { triggerLabel?: string }) {
  return (
    <Box padding="large">
      <Dialog.Root>
        <Dialog.Trigger>
          <Button>{triggerLabel}</Button>
        </Dialog.Trigger>
        <Dialog.Content {...content} />
      </Dialog.Root>
    </Box>
  );
}

/** Opens the dialog through its trigger and waits for its entrance animation to finish. */
async function openDialog(trigger: HTMLElement, name: string) {
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

const body = (
  <p>
    Tell us where you garden and we will match you with a designer who knows your climate, your soil
    and what grows well there.
  </p>
);

/**
 * A modal panel over the page: e-mail sign-up from a call-to-action button, a video, a portfolio
 * image, choosing a session time. `Dialog.Root` holds a `Dialog.Trigger` (your button) and the
 * `Dialog.Content`, which brings the overlay, a centred panel with the title (a heading, or hidden
 * with `hideTitle`), an optional description and a "Close" button. Focus moves into the panel and
 * stays there; Escape, the close button or a click on the overlay closes it, and focus returns to the
 * trigger. On screens under 800 px high the panel is pinned to the top and scrolls.
 */
const meta = {
  title: 'Components/Dialog',
  component: DialogDemo,
  args: {
    title: 'Find your designer',
    description: 'It takes two minutes.',
    size: 'medium',
    children: body,
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    children: { control: false },
  },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EscapeClosesAndFocusReturns: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Find your designer' });
    await expect(dialog).toHaveAccessibleDescription('It takes two minutes.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtonClosesAndFocusReturns: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Find your designer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusStaysInside: Story = {
  args: {
    children: (
      <Box display="flex" gap="small">
        <Button variant="secondary">Maybe later</Button>
        <Button>Get started</Button>
      </Box>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find your designer' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
  },
};

export const Small: Story = {
  args: {
    size: 'small',
    title: 'Remove this image?',
    description: undefined,
    children: <p>It cannot be undone.</p>,
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas.getByRole('button', { name: 'Open dialog' }),
      'Remove this image?',
    );
    await expect(dialog).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas.getByRole('button', { name: 'Open dialog' }),
      'Find your designer',
    );
    await expect(dialog).toBeVisible();
  },
};

export const Video: Story = {
  args: {
    size: 'video',
    title: 'How a garden design comes together',
    hideTitle: true,
    description: undefined,
    triggerLabel: 'Watch the video',
    children: (
      <Box
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="textInverse"
        style={{ aspectRatio: '16 / 9' }}
      >
        Video player
      </Box>
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas.getByRole('button', { name: 'Watch the video' }),
      'How a garden design comes together',
    );
    // The title names the dialog but is not shown.
    await expect(
      within(dialog).getByRole('heading', { name: 'How a garden design comes together' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

const manyParagraphs = Array.from({ length: 40 }, (_, index) => (
  <p key={index}>
    Step {index + 1}: walk the garden at different times of day and note where the sun falls, where
    water gathers after rain and which corners stay sheltered from the wind.
  </p>
));

export const LongContentScrolls: Story = {
  args: { title: 'Planning your garden', description: undefined, children: manyParagraphs },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas.getByRole('button', { name: 'Open dialog' }),
      'Planning your garden',
    );
    await expect(getComputedStyle(dialog).overflowY).toBe('auto');
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Box padding="large" display="flex" flexDirection="column" gap="medium" alignItems="flex-start">
      <p>The dialog is {open ? 'open' : 'closed'}.</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger>
          <Button>Book a call</Button>
        </Dialog.Trigger>
        <Dialog.Content title="Choose a time" size="small">
          <p>Times are shown in your timezone.</p>
          <Dialog.Close>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>
    </Box>
  );
}

export const ControlledWithACancelButton: Story = {
  render: () => <ControlledDialog />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Book a call' });
    await userEvent.click(trigger);
    await expect(canvas.getByText('The dialog is open.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('The dialog is closed.')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(
      canvas.getByRole('button', { name: 'Open dialog' }),
      'Find your designer',
    );
    await expect(dialog).toBeVisible();
  },
};

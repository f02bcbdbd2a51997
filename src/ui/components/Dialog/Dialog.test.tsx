import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './index.ts';

function SignUpDialog(props: {
  onOpenChange?: (open: boolean) => void;
  hideTitle?: boolean;
  description?: string;
}) {
  return (
    <Dialog.Root onOpenChange={props.onOpenChange}>
      <Dialog.Trigger>
        <button type="button">Join the list</button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Join the list"
        description={props.description}
        hideTitle={props.hideTitle}
      >
        <label>
          Email <input name="email" />
        </label>
        <Dialog.Close>
          <button type="button">Not now</button>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens a dialog named by its title, with a close button named "Close"', async () => {
    const user = userEvent.setup();
    render(<SignUpDialog description="One letter a month." />);
    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the list' });
    expect(dialog).toHaveAccessibleDescription('One letter a month.');
    expect(screen.getByRole('heading', { level: 2, name: 'Join the list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves focus into the dialog when it opens', async () => {
    const user = userEvent.setup();
    render(<SignUpDialog />);
    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<SignUpDialog onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Join the list' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from the close button and from a Dialog.Close of its own', async () => {
    const user = userEvent.setup();
    render(<SignUpDialog />);
    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a hidden title as the dialog name', async () => {
    const user = userEvent.setup();
    render(<SignUpDialog hideTitle />);
    await user.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(screen.getByRole('dialog', { name: 'Join the list' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('opens and closes under the control of the page', () => {
    const { rerender } = render(
      <Dialog.Root open={false}>
        <Dialog.Content title="Choose a time">Times</Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <Dialog.Root open>
        <Dialog.Content title="Choose a time">Times</Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Choose a time' })).toHaveTextContent('Times');
  });
});

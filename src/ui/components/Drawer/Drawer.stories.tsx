import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#src/ui/components/Button/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { Drawer } from './Drawer.tsx';

function OpenDrawer({ withFooter = true }: { withFooter?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the drawer</Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="Your plants"
        footer={withFooter ? <Button fullWidth>Save the list</Button> : undefined}
      >
        <Text>Tomatoes, runner beans and a row of marigolds between them.</Text>
      </Drawer>
    </>
  );
}

/**
 * **Drawer**: a modal panel that slides in from the right (the whole width of a phone, at most
 * 440 px), with a heading, a "Close" button, a part that scrolls and an optional footer that stays.
 * The backdrop, the close button and Escape close it; focus stays inside while it is open and goes
 * back to whatever had it before. The shop's cart drawer is one.
 */
const meta = {
  title: 'Components/Drawer',
  component: OpenDrawer,
} satisfies Meta<typeof OpenDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the drawer' }));
    const drawer = page(canvasElement).getByRole('dialog', { name: 'Your plants' });
    // Focus moves into the drawer and stays there.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(within(drawer).getByRole('button', { name: 'Save the list' })).toBeVisible();
  },
};

export const WithoutFooter: Story = {
  args: { withFooter: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the drawer' }));
    const drawer = page(canvasElement).getByRole('dialog', { name: 'Your plants' });
    await expect(within(drawer).queryByRole('button', { name: 'Save the list' })).toBeNull();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Open the drawer' });
    await userEvent.click(opener);
    await page(canvasElement).findByRole('dialog', { name: 'Your plants' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { gardenScene } from '#src/ui/components/Image/storyImages.ts';
import { PortfolioGrid } from './PortfolioGrid.tsx';

/**
 * A designer's or a business's portfolio: square thumbnails, two a row on a phone and four from
 * tablet width. Each picture is a button that opens it large in a dialog (its own proportions, never
 * taller than the screen); Escape or Close shuts it and focus returns to the picture. Without pictures
 * it says so in the caller's words.
 */
const meta = {
  title: 'Components/PortfolioGrid',
  component: PortfolioGrid,
  parameters: { layout: 'padded' },
  args: {
    owner: 'Maya Okafor',
    emptyText: 'No portfolio images provided',
    images: [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      image: gardenScene(id % 2 ? 800 : 600, 600),
    })),
  },
} satisfies Meta<typeof PortfolioGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opening a picture by keyboard, closing it with Escape: focus goes back to the picture. */
export const Zoom: Story = {
  play: async ({ canvas, canvasElement }) => {
    const second = canvas.getByRole('button', {
      name: 'Enlarge: Garden by Maya Okafor, picture 2',
    });
    second.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Garden by Maya Okafor, picture 2' });
    await expect(within(dialog).getByRole('img')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(second).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No portfolio images provided')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * Text that screen readers read but nobody sees: a name for an icon-only button, the "(opens in a
 * new tab)" after an external link, a heading for a region whose purpose is plain to the eye.
 * Nothing visible appears in these stories; the play functions check what is announced.
 */
const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { layout: 'padded' },
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <p>
      Visible text.
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas, args }) => {
    const hidden = canvas.getByText(String(args.children));
    const box = hidden.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};

/** An icon-only button takes its name from hidden text. */
export const NamesAnIconButton: Story = {
  args: { children: 'Close' },
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Hidden text after visible text reads as its own phrase. */
export const AfterVisibleText: Story = {
  args: { children: ' (opens in a new tab)' },
  render: (args) => (
    <a href="https://example.com" target="_blank" rel="noopener noreferrer">
      Seed catalogue
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Seed catalogue (opens in a new tab)' }),
    ).toBeVisible();
  },
};

/** A heading for assistive technology only. */
export const AsHeading: Story = {
  args: { as: 'h2', children: 'Shopping cart' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Shopping cart' }),
    ).toBeInTheDocument();
  },
};

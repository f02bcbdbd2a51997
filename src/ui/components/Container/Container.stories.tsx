import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Container } from './Container.tsx';
import { containerWidths } from './Container.css.ts';

const content = (
  <Box background="beige" padding="medium" borderRadius="small">
    Content sits within the container, with the gutter on both sides on a phone.
  </Box>
);

/**
 * Centres a page's content: at most the layout width (1312 px) or, for prose, a comfortable reading
 * width, with the gutter as side padding so nothing touches the screen edge on a phone.
 */
const meta = {
  title: 'Layout/Container',
  component: Container,
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  args: { width: 'layout', children: content },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Layout: Story = {
  args: { width: 'layout' },
  play: async ({ canvas }) => {
    const container = canvas.getByText(/Content sits/).parentElement;
    if (!container) throw new Error('no container');
    const style = getComputedStyle(container);
    await expect(style.maxWidth).toBe('1312px');
    await expect(style.paddingLeft).toBe('20px');
    await expect(style.paddingRight).toBe('20px');
  },
};

export const Reading: Story = {
  args: { width: 'reading' },
  play: async ({ canvas }) => {
    const container = canvas.getByText(/Content sits/).parentElement;
    if (!container) throw new Error('no container');
    await expect(getComputedStyle(container).maxWidth).toBe('736px');
  },
};

/** As the page's main landmark. */
export const AsMain: Story = {
  args: { as: 'main' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent(/Content sits/);
  },
};

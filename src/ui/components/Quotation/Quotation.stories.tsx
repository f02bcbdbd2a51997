import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Quotation } from './Quotation.tsx';
import { quotationTones } from './Quotation.css.ts';

/**
 * Someone's words, set large in the heading face with a rule at the start edge: the Block Quote
 * section and the quotes of Design Testimonials. `inverse` is for the green background.
 */
const meta = {
  title: 'Components/Quotation',
  component: Quotation,
  parameters: { layout: 'padded' },
  argTypes: { tone: { control: 'inline-radio', options: quotationTones } },
  args: {
    children: 'The tomatoes came in before the neighbours had even staked theirs.',
    tone: 'default',
  },
} satisfies Meta<typeof Quotation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The tomatoes came in/).closest('blockquote')).not.toBeNull();
  },
};

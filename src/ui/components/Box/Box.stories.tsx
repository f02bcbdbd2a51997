import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box.tsx';

/** The layout primitive: any element, styled through the theme's responsive sprinkles only. */
const meta = {
  title: 'Foundations/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'beige',
    borderRadius: 'medium',
    children: 'A box with large padding on a beige background',
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Responsive: Story = {
  args: {
    display: 'grid',
    gridTemplateColumns: { mobile: '1', tablet: '2', desktop: '4' },
    gap: 'medium',
    children: ['Tomatoes', 'Basil', 'Lettuce', 'Peppers'].map((plant) => (
      <Box key={plant} padding="medium" background="white" borderRadius="small">
        {plant}
      </Box>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Basil')).toBeVisible();
  },
};

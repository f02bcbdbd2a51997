import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Stack } from './Stack.tsx';
import { spaces, stackAligns } from './Stack.css.ts';

function Plant({ children }: { children: ReactNode }) {
  return (
    <Box background="beige" padding="small" borderRadius="small">
      {children}
    </Box>
  );
}

const plants = ['Tomatoes', 'Basil', 'Lettuce'];

/**
 * Vertical flow: children one under another with an even gap from the theme's space scale. The
 * default way to space content in a section, instead of margins on the children. Without `align`
 * the children fill the width; with it they keep their own width.
 */
const meta = {
  title: 'Layout/Stack',
  component: Stack,
  parameters: { layout: 'padded' },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: [undefined, ...stackAligns] },
  },
  args: { space: 'medium', children: plants.map((plant) => <Plant key={plant}>{plant}</Plant>) },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Tomatoes').getBoundingClientRect();
    const second = canvas.getByText('Basil').getBoundingClientRect();
    // The medium space is 1rem.
    await expect(Math.round(second.top - first.bottom)).toBe(16);
  },
};

/** The gaps of the space scale, from none to xxxlarge. */
export const Spaces: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="xlarge">
      {spaces.map((space) => (
        <Box key={space} display="flex" flexDirection="column" gap="xxsmall">
          <strong>{space}</strong>
          <Stack space={space}>
            <Plant>First</Plant>
            <Plant>Second</Plant>
          </Stack>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('First')).toHaveLength(spaces.length);
  },
};

export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvas, canvasElement }) => {
    const stack = canvas.getByText('Basil').parentElement;
    await expect(stack).not.toBeNull();
    const box = canvas.getByText('Basil').getBoundingClientRect();
    const area = (stack ?? canvasElement).getBoundingClientRect();
    await expect(Math.abs(box.left - area.left - (area.right - box.right))).toBeLessThanOrEqual(1);
  },
};

export const AlignLeft: Story = {
  args: { align: 'left' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Basil').getBoundingClientRect();
    const area = canvas.getByText('Basil').parentElement?.getBoundingClientRect();
    await expect(box.width).toBeLessThan(area?.width ?? 0);
    await expect(box.left).toBe(area?.left);
  },
};

export const AlignRight: Story = {
  args: { align: 'right' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Basil').getBoundingClientRect();
    const area = canvas.getByText('Basil').parentElement?.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(Math.round(area?.right ?? 0));
  },
};

/** As a list (`ul` of `li`), without bullets. */
export const AsList: Story = {
  args: { as: 'ul', space: 'small', children: plants.map((plant) => <li key={plant}>{plant}</li>) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

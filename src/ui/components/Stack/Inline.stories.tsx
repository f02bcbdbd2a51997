import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Inline } from './Inline.tsx';
import { inlineAligns, inlineAlignYs, spaces } from './Stack.css.ts';

function Tag({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <Box
      background="beige"
      paddingX="small"
      paddingY={tall ? 'large' : 'xxsmall'}
      borderRadius="small"
    >
      {children}
    </Box>
  );
}

const tags = [
  'Herbs',
  'Salad',
  'Tomatoes',
  'Raised beds',
  'Containers',
  'Companion planting',
  'Compost',
];

/**
 * Horizontal flow: children side by side with an even gap, wrapping onto more rows on narrow screens
 * (so it works at 375 px). For rows of buttons, tags, icons with labels.
 */
const meta = {
  title: 'Layout/Inline',
  component: Inline,
  parameters: { layout: 'padded' },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    wrap: { control: 'boolean' },
  },
  args: { space: 'small', wrap: true, children: tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const herbs = canvas.getByText('Herbs').getBoundingClientRect();
    const salad = canvas.getByText('Salad').getBoundingClientRect();
    await expect(salad.top).toBe(herbs.top);
    // The small space is 0.75rem.
    await expect(Math.round(salad.left - herbs.right)).toBe(12);
  },
};

export const AlignCenter: Story = {
  args: { align: 'center', children: tags.slice(0, 3).map((tag) => <Tag key={tag}>{tag}</Tag>) },
};

export const AlignRight: Story = {
  args: { align: 'right', children: tags.slice(0, 3).map((tag) => <Tag key={tag}>{tag}</Tag>) },
  play: async ({ canvas }) => {
    const row = canvas.getByText('Tomatoes').parentElement?.getBoundingClientRect();
    await expect(Math.round(canvas.getByText('Tomatoes').getBoundingClientRect().right)).toBe(
      Math.round(row?.right ?? 0),
    );
  },
};

export const SpaceBetween: Story = {
  args: {
    align: 'space-between',
    children: tags.slice(0, 3).map((tag) => <Tag key={tag}>{tag}</Tag>),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByText('Herbs').parentElement?.getBoundingClientRect();
    await expect(canvas.getByText('Herbs').getBoundingClientRect().left).toBe(row?.left);
    await expect(Math.round(canvas.getByText('Tomatoes').getBoundingClientRect().right)).toBe(
      Math.round(row?.right ?? 0),
    );
  },
};

/** Children of different heights, aligned top, centre or bottom. */
export const VerticalAlignment: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="large">
      {inlineAlignYs.map((alignY) => (
        <Inline key={alignY} {...args} alignY={alignY}>
          <Tag tall>Tall</Tag>
          <Tag>{alignY}</Tag>
        </Inline>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const tallTops = canvas.getAllByText('Tall').map((el) => el.getBoundingClientRect());
    const top = canvas.getByText('top').getBoundingClientRect();
    const bottom = canvas.getByText('bottom').getBoundingClientRect();
    await expect(top.top).toBe(tallTops[0]?.top);
    await expect(bottom.bottom).toBe(tallTops[2]?.bottom);
  },
};

/** On a phone the row wraps instead of overflowing. */
export const WrapsOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Herbs').getBoundingClientRect();
    const last = canvas.getByText('Compost').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
    const row = canvas.getByText('Herbs').parentElement;
    await expect(row?.scrollWidth).toBe(row?.clientWidth);
  },
};

/** `wrap={false}` keeps one row (children shrink); for short content only. */
export const NoWrap: Story = {
  args: { wrap: false, children: tags.slice(0, 3).map((tag) => <Tag key={tag}>{tag}</Tag>) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tomatoes').getBoundingClientRect().top).toBe(
      canvas.getByText('Herbs').getBoundingClientRect().top,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { headingAligns, headingSizes, headingTones } from './Heading.css.ts';

/**
 * Headings in the serif heading font (Lora). `level` sets the document outline (h1–h6) and `size`
 * the look, so a section can keep a correct outline whatever its design; by default the size follows
 * the level. Sizes step up from tablet width. Use `tone="inverse"` on green backgrounds.
 */
const meta = {
  title: 'Components/Heading',
  component: Heading,
  parameters: { layout: 'padded' },
  argTypes: {
    level: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: [undefined, ...headingSizes] },
    align: { control: 'inline-radio', options: [undefined, ...headingAligns] },
    tone: { control: 'inline-radio', options: headingTones },
  },
  args: { level: 2, children: 'Grow a kitchen garden you love' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Grow a kitchen garden you love',
    });
    await expect(getComputedStyle(heading).fontFamily).toContain('Lora');
  },
};

/** Each level at its default size. */
export const Levels: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {([1, 2, 3, 4, 5, 6] satisfies HeadingLevel[]).map((level) => (
        <Heading key={level} level={level}>
          Level {level}: Raised beds for beginners
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4, 5].map((level) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    // Each level is smaller than the one above it (5 and 6 share the smallest size).
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await expect(new Set(sizes).size).toBe(5);
  },
};

/** Every size on the same level: the look changes, the outline does not. */
export const Sizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          Size {size}
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(headingSizes.length);
  },
};

export const Alignments: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {headingAligns.map((align) => (
        <Heading key={align} level={3} align={align}>
          Aligned {align}
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(
      getComputedStyle(canvas.getByRole('heading', { name: 'Aligned center' })).textAlign,
    ).toBe('center');
    await expect(
      getComputedStyle(canvas.getByRole('heading', { name: 'Aligned right' })).textAlign,
    ).toBe('right');
  },
};

/** White text for green backgrounds. */
export const Inverse: Story = {
  args: { tone: 'inverse', level: 2, children: 'Start your garden design' },
  render: (args) => (
    <Box background="green" padding="large">
      <Heading {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading')).color).toBe('rgb(255, 255, 255)');
  },
};

/** Long words wrap rather than overflow a 375 px phone. */
export const LongTextOnPhone: Story = {
  args: {
    level: 1,
    children: 'Companion-planting-for-tomatoes-and-basil: everything you need to know',
  },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <Heading {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

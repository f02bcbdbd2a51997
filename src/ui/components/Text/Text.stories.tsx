import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Text } from './Text.tsx';
import { textAligns, textSizes, textTones, textWeights } from './Text.css.ts';

/**
 * Body text in the body font (Work Sans): three sizes, five tones and three weights. Every tone
 * meets AA contrast on white, beige, pink and light green; `inverse` is for green backgrounds.
 * A paragraph by default; `as="span"` inside other text, `as="small"` for fine print.
 */
const meta = {
  title: 'Components/Text',
  component: Text,
  parameters: { layout: 'padded' },
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span', 'div', 'small'] },
    size: { control: 'inline-radio', options: [undefined, ...textSizes] },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: [undefined, ...textAligns] },
  },
  args: {
    children:
      'Plant lettuce every two weeks from early spring, and you will have a steady harvest instead of a glut.',
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(String(args.children)).tagName).toBe('P');
  },
};

export const Sizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          Size {size}: Sow seeds at twice their depth.
        </Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const px = (size: string) =>
      parseFloat(getComputedStyle(canvas.getByText(new RegExp(`^Size ${size}:`))).fontSize);
    await expect(px('sm')).toBeLessThan(px('md'));
    await expect(px('md')).toBeLessThan(px('lg'));
  },
};

/** The light tones on white and beige; `inverse` on green. */
export const Tones: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {(['white', 'beige', 'pink'] as const).map((background) => (
        <Box
          key={background}
          background={background}
          padding="medium"
          display="flex"
          flexDirection="column"
          gap="xsmall"
        >
          {textTones
            .filter((tone) => tone !== 'inverse')
            .map((tone) => (
              <Text key={tone} tone={tone}>
                Tone {tone} on {background}
              </Text>
            ))}
        </Box>
      ))}
      <Box background="green" padding="medium">
        <Text tone="inverse">Tone inverse on green</Text>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Tone error on white')).color).not.toBe(
      getComputedStyle(canvas.getByText('Tone default on white')).color,
    );
    await expect(getComputedStyle(canvas.getByText('Tone inverse on green')).color).toBe(
      'rgb(255, 255, 255)',
    );
  },
};

export const Weights: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>
          Weight {weight}
        </Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Weight regular')).fontWeight).toBe('400');
    await expect(getComputedStyle(canvas.getByText('Weight semibold')).fontWeight).toBe('600');
  },
};

export const Alignments: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {textAligns.map((align) => (
        <Text key={align} align={align}>
          Aligned {align}
        </Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Aligned right')).textAlign).toBe('right');
  },
};

/** Fine print: `small` defaults to the small size. */
export const FinePrint: Story = {
  args: {
    as: 'small',
    tone: 'muted',
    children: 'Shipping, taxes, and discounts are calculated at checkout.',
  },
  play: async ({ canvas, args }) => {
    const small = canvas.getByText(String(args.children));
    await expect(small.tagName).toBe('SMALL');
    await expect(getComputedStyle(small).fontSize).toBe('14px');
  },
};

/** `span` inside a paragraph, e.g. to stress one word. */
export const InsideText: Story = {
  render: () => (
    <Text>
      Harden off seedlings for{' '}
      <Text as="span" weight="semibold">
        seven to ten days
      </Text>{' '}
      before planting out.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('seven to ten days').tagName).toBe('SPAN');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Card } from '#src/ui/components/Card/Card.tsx';
import { Stack } from '#src/ui/components/Stack/Stack.tsx';
import { Skeleton } from './Skeleton.tsx';

/**
 * A shimmering placeholder in the shape of content that is still loading (a card, a line of text),
 * so nothing jumps when the content arrives. It is hidden from assistive technology; say that
 * something is loading with a `Loader` or text. The shimmer stops for people who prefer reduced
 * motion.
 */
const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
  argTypes: {
    radius: { control: 'inline-radio', options: ['none', 'small', 'medium', 'large', 'full'] },
    lines: { control: { type: 'number', min: 1, max: 10 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  args: { width: '100%', height: '1.5rem' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A block the size of an image. */
export const Block: Story = {
  args: { width: 320, height: 200, radius: 'medium' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]');
    const box = block?.getBoundingClientRect();
    await expect(box?.width).toBe(320);
    await expect(box?.height).toBe(200);
    // The shimmer runs on the compositor: its keyframes animate nothing that repaints (transform and
    // opacity only). Read from the style sheets: the shots stop every animation while a story runs.
    const rulesOf = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) =>
        rule instanceof CSSGroupingRule ? rulesOf(rule.cssRules) : [rule],
      );
    const rules = [...document.styleSheets].flatMap((sheet) => rulesOf(sheet.cssRules));
    const base = block?.classList[0] ?? '';
    // Named in an `animation` shorthand (with a custom property in it, so the CSSOM has no name).
    const own = rules
      .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(base))
      .map((rule) => rule.cssText)
      .join(' ');
    const keyframes = rules.filter(
      (rule): rule is CSSKeyframesRule =>
        rule instanceof CSSKeyframesRule && new RegExp(`\\b${rule.name}\\b`).test(own),
    );
    await expect(keyframes.length).toBeGreaterThan(0);
    const animated = keyframes
      .flatMap((rule) => [...rule.cssRules])
      .flatMap((frame) => [...(frame as CSSKeyframeRule).style]);
    await expect(animated.filter((name) => name !== 'transform' && name !== 'opacity')).toEqual([]);
  },
};

/** Lines of a paragraph; the last one is shorter. */
export const Lines: Story = {
  args: { lines: 4, width: undefined, height: undefined },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[aria-hidden="true"] > span');
    await expect(lines).toHaveLength(4);
    const full = lines[0]?.getBoundingClientRect().width ?? 0;
    const last = lines[3]?.getBoundingClientRect().width ?? 0;
    await expect(last).toBeLessThan(full);
  },
};

/** A round placeholder for an avatar. */
export const Circle: Story = { args: { width: 85, height: 85, radius: 'full' } };

/** Composed into the shape of a card, as the card grids show while they load. */
export const CardPlaceholder: Story = {
  render: () => (
    <Box style={{ maxWidth: 360 }}>
      <Card padding="none">
        <Skeleton height={240} radius="none" />
        <Box padding="large">
          <Stack space="small">
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton lines={3} />
          </Stack>
        </Box>
      </Card>
    </Box>
  ),
};

/** It never shows up in the accessibility tree. */
export const HiddenFromScreenReaders: Story = {
  args: { lines: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

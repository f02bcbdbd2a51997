import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headlineSections } from '#src/demo/sections/headline.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { Headline } from './Headline.tsx';
import headlineModule from './index.ts';
import type { HeadlineContent } from './schema.ts';

const catalogue = sectionCatalogue<HeadlineContent>(headlineModule, Headline, headlineSections);
const { propsOf, demo } = catalogue;

/**
 * **Headline** (`headline`): a centred heading that opens a part of the page, with an optional line
 * under it. Editors fill in:
 * - `headline` (required): the heading, shown as a second-level heading;
 * - `subheadline` (optional): one short sentence under it; left out when blank.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/Headline',
  ...catalogue.meta,
} satisfies Meta<typeof Headline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = { args: demo(0) };
export const Beige: Story = { args: demo(1) };
export const Green: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ready to start digging?' }),
    ).toBeVisible();
  },
};
export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'headline', content: { headline: 'Companion planting, explained' } }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Companion planting, explained' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'headline',
    content: {
      headline:
        'Everything you need to know about growing tomatoes, peppers, aubergines and other heat-loving crops in a short northern summer',
      subheadline:
        'From choosing varieties that ripen in time, to starting seeds indoors under lights, to hardening off, planting out, staking, feeding and finally the long-awaited harvest: a season-long guide for first-time kitchen gardeners.',
    },
  }),
};

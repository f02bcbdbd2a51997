import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { anchorSections } from '#src/demo/sections/anchor.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { Anchor } from './Anchor.tsx';
import anchorModule from './index.ts';
import type { AnchorContent } from './schema.ts';

const catalogue = sectionCatalogue<AnchorContent>(anchorModule, Anchor, anchorSections);
const { propsOf, demo } = catalogue;

const filler =
  '<p>Good soil is the whole secret. Feed it every autumn with a thick layer of compost and let the worms carry it down over winter; by spring the bed is dark, crumbly and ready to sow.</p>';

/**
 * **Anchor** (`anchor`): a target for in-page links — put it where a `#…` link in a body, FAQ or button
 * should land. Editors fill in:
 * - `anchor` (required): the name links use. It is slugified: "Planting Calendar" and
 *   "#planting-calendar" both become `planting-calendar`, which `#planting-calendar` links land on;
 * - `title` (optional): shown as a heading at the target when given (the link then lands on a named
 *   place); without it the anchor shows nothing and takes no room;
 * - `toc_ignore` (optional): tick it to leave this anchor out of a table of contents.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); it only shows with a title.
 * On a page the anchor sits in a thin frame; here it has the usual section padding.
 */
const meta = {
  title: 'Sections/Anchor',
  ...catalogue.meta,
} satisfies Meta<typeof Anchor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** With a title: the target is the title, as a heading. */
export const WithTitle: Story = {
  args: demo(0),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Planting calendar' });
    await expect(heading).toBeVisible();
    await expect(canvasElement.querySelector('#planting-calendar')).toBe(heading);
  },
};

export const White: Story = { args: demo(0) };
export const Beige: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };

/** Only the required field: an empty target that shows nothing and takes no room. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'anchor', content: { anchor: 'Further reading' } }),
  play: async ({ canvas, canvasElement }) => {
    const target = canvasElement.querySelector('#further-reading');
    await expect(target).not.toBeNull();
    await expect(target?.getBoundingClientRect().height).toBe(0);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'anchor',
    content: {
      anchor:
        'Sowing, planting out and harvesting: a month-by-month calendar for the kitchen garden',
      title:
        'Sowing, planting out and harvesting: a month-by-month calendar for the kitchen garden, from the first radishes to the last leeks',
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector(
        '#sowing-planting-out-and-harvesting-a-month-by-month-calendar-for-the-kitchen-garden',
      ),
    ).not.toBeNull();
  },
};

/** A `#planting-calendar` link further up the page scrolls to the anchor and moves focus to it. */
export const InPageLinkLandsHere: Story = {
  args: demo(0),
  render: (args) => (
    <>
      <RichText
        html={`<p>Jump to the <a href="#planting-calendar">planting calendar</a>.</p>${filler.repeat(30)}`}
      />
      <Anchor {...args} />
      <RichText html={filler.repeat(30)} />
    </>
  ),
  play: async ({ canvas }) => {
    const target = canvas.getByRole('heading', { name: 'Planting calendar' });
    await expect(target.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);

    await userEvent.click(canvas.getByRole('link', { name: 'planting calendar' }));

    await waitFor(
      () => {
        // Right below the sticky header: the page's scroll padding (the header's height and a
        // small gap), with no margin of the target's own on top.
        const top = target.getBoundingClientRect().top;
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        expect(Math.abs(top - padding)).toBeLessThan(2);
      },
      { timeout: 3000 },
    );
    await expect(target).toHaveFocus();
    window.scrollTo({ top: 0 });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { bodySections } from '#src/demo/sections/body.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { Body } from './Body.tsx';
import bodyModule from './index.ts';
import type { BodyContent } from './schema.ts';

const catalogue = sectionCatalogue<BodyContent>(bodyModule, Body, bodySections);
const { propsOf, demo } = catalogue;

const paragraph =
  '<p>Good soil is the whole secret. Feed it every autumn with a thick layer of compost or well-rotted manure and let the worms carry it down over winter; by spring the bed is dark, crumbly and ready to sow without any digging at all.</p>';

/**
 * **Body** (`body`): rich text in the reading column, with optional call-to-action buttons under it.
 * Editors fill in:
 * - `body` (required): the text as HTML — headings, paragraphs, lists, links, emphasis, images.
 *   Unsafe markup (scripts, event handlers, `javascript:` links) is removed before it is shown.
 *   A link to `#some-id` scrolls smoothly to the element with that id on the page (instantly for
 *   people who prefer reduced motion) and moves keyboard focus there; a link to this site's own
 *   address opens that page without a reload; a bare `#` goes nowhere.
 * - `buttons` (optional): call-to-action buttons — a link in the chosen colours, or an e-mail sign-up
 *   (`isOptInForm`, with its tag); a button whose text is blank is left out.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/Body',
  ...catalogue.meta,
} satisfies Meta<typeof Body>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = { args: demo(0) };
export const Beige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Plan my garden' })).toHaveAttribute(
      'href',
      '/design',
    );
    await expect(canvas.getByRole('button', { name: 'Send me the checklist' })).toBeVisible();
  },
};
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({
    type: 'body',
    content: { body: '<p>Mulch keeps the soil cool and cuts watering by a third.</p>' },
  }),
};

/** Unsafe markup from the CMS is removed; the text and its safe link stay. */
export const UnsafeMarkupRemoved: Story = {
  args: propsOf({
    type: 'body',
    content: {
      body: '<p>Read the <a href="/blog">blog</a>.</p><script>document.title = "hacked"</script><p><a href="javascript:alert(1)">Not a link</a></p>',
    },
  }),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'blog' })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Not a link' })).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'body',
    content: {
      body: `<h2>A year in the kitchen garden, month by month, for gardeners who would rather be eating</h2>${paragraph.repeat(8)}`,
      buttons: [
        { buttonText: 'Plan my garden', link: '/design' },
        {
          buttonText: 'Get the planting calendar',
          isOptInForm: true,
          optInFormTag: 'planting-calendar',
        },
        { buttonText: 'Read more guides on the blog', link: '/blog' },
      ],
    },
  }),
};

/** Clicking an in-page `#` link scrolls to its target and moves focus there. */
export const InPageLinkScrolls: Story = {
  args: propsOf({
    type: 'body',
    content: {
      body: `<p>Jump to <a href="#harvest">the harvest</a>.</p>${paragraph.repeat(12)}<h3 id="harvest">Harvest</h3>${paragraph.repeat(6)}`,
    },
  }),
  play: async ({ canvas }) => {
    const target = canvas.getByRole('heading', { name: 'Harvest' });
    await expect(target.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);

    await userEvent.click(canvas.getByRole('link', { name: 'the harvest' }));

    await waitFor(
      () => {
        // Right below the sticky header (the page's scroll padding), unless the page ends first:
        // the target is near the end of this short page.
        const top = target.getBoundingClientRect().top;
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        const end = document.documentElement.scrollHeight - window.innerHeight;
        expect(Math.abs(top - padding) < 2 || Math.abs(window.scrollY - end) < 2).toBe(true);
      },
      { timeout: 3000 },
    );
    await expect(target).toHaveFocus();
    window.scrollTo({ top: 0 });
  },
};

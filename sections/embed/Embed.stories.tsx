import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { embedSections } from '#src/demo/sections/embed.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { Embed } from './Embed.tsx';
import embedModule from './index.ts';
import type { EmbedContent } from './schema.ts';

const catalogue = sectionCatalogue<EmbedContent>(embedModule, Embed, embedSections);
const { propsOf, demo } = catalogue;

/**
 * **Embed** (`embed`): custom HTML for what no other section does — a table, an event notice, a form or
 * map from another service in an iframe. Editors fill in:
 * - `html` (required): the HTML. It shows after a short loader (350 ms once the page is open). It is
 *   cleaned first: scripts, event handlers (`onclick`, `onerror`…), forms and style sheets are removed,
 *   so no script from the CMS ever runs; iframes are kept but always sandboxed, and need an absolute
 *   `https://` address on a player or map the site's security policy lets load (YouTube's and Vimeo's
 *   players, Google Maps' embeds; `src/lib/sanitize/frameSources.ts`) — a frame from anywhere else shows as a link to
 *   its page (a frame without a `title` is named "Embedded content" for screen readers).
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 * The demos load nothing from the internet; a real iframe embed loads its page when the section shows.
 */
const meta = {
  title: 'Sections/Embed',
  ...catalogue.meta,
} satisfies Meta<typeof Embed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first demo's table is in (after the loader), so the story ends on what it shows. */
const tableShown: Story['play'] = async ({ canvas }) => {
  const table = await canvas.findByRole('table', {
    name: 'Sowing calendar for a cool-temperate kitchen garden',
  });
  await expect(table).toBeVisible();
  await expect(canvas.getByRole('rowheader', { name: 'Tomatoes' })).toBeVisible();
};

export const Playground: Story = { play: tableShown };

export const White: Story = { args: demo(0), play: tableShown };
export const Beige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Read how to save your own seed' }),
    ).toHaveAttribute('href', '/blog');
  },
};
export const Green: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('151 days')).toBeVisible();
  },
};
export const Pink: Story = { args: { ...demo(0), background: 'pink' }, play: tableShown };

/** The section as it first appears: the loader, then the HTML 350 ms later. */
export const LoaderFirst: Story = {
  args: demo(1),
  render: function ShowOnRequest(args) {
    const [mounted, setMounted] = useState(false);
    return mounted ? (
      <Embed {...args} />
    ) : (
      <Button onClick={() => setMounted(true)}>Show the section</Button>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the section' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText(/Spring seed swap/)).not.toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Spring seed swap' })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Hostile HTML: the inline script and the `onerror` handler are removed and never run. */
export const ScriptsNeverRun: Story = {
  args: propsOf({
    type: 'embed',
    content: {
      html: [
        '<p>Our seed-swap sign-up sheet is below.</p>',
        '<script>document.body.dataset.embedHacked = "script"</script>',
        '<img src="data:image/png;base64,AAAA" alt="" onerror="document.body.dataset.embedHacked = \'onerror\'">',
        '<p><a href="javascript:document.body.dataset.embedHacked = \'link\'">Sign up</a></p>',
      ].join(''),
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Our seed-swap sign-up sheet is below.')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvas.getByText('Sign up')).not.toHaveAttribute('href');
    await userEvent.click(canvas.getByText('Sign up'));
    // Long enough for the broken image to have failed to load.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(document.body.dataset.embedHacked).toBeUndefined();
  },
};

export const RequiredFieldsOnly: Story = {
  args: propsOf({
    type: 'embed',
    content: { html: '<p>Compost bins are back in stock at the allotment shop.</p>' },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Compost bins are back in stock at the allotment shop.'),
    ).toBeVisible();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'embed',
    content: {
      html: [
        '<table>',
        '<caption>A full year of sowing and harvesting in a four-bed rotation, with notes on succession sowing and winter protection</caption>',
        '<thead><tr><th scope="col">Month</th><th scope="col">Bed 1: legumes</th><th scope="col">Bed 2: brassicas</th><th scope="col">Bed 3: roots and onions</th><th scope="col">Bed 4: potatoes and squash</th></tr></thead>',
        '<tbody>',
        ...[
          'January',
          'February',
          'March',
          'April',
          'May',
          'June',
          'July',
          'August',
          'September',
          'October',
          'November',
          'December',
        ].map(
          (month) =>
            `<tr><th scope="row">${month}</th><td>Check supports, sow a short row of peas under fleece</td><td>Net against pigeons; firm the soil around stems loosened by wind</td><td>Weed between rows while the weeds are small; thin seedlings to a hand apart</td><td>Earth up, water at the base in dry spells, mulch with compost</td></tr>`,
        ),
        '</tbody>',
        '</table>',
      ].join(''),
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('row')).toHaveLength(13);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockQuoteSections } from '#src/demo/sections/block-quote.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { BlockQuote } from './BlockQuote.tsx';
import blockQuoteModule from './index.ts';
import type { BlockQuoteContent } from './schema.ts';

const catalogue = sectionCatalogue<BlockQuoteContent>(
  blockQuoteModule,
  BlockQuote,
  blockQuoteSections,
);
const { propsOf, demo } = catalogue;

/**
 * **Block quote** (`block-quote`): a quotation set apart from the page — a tip from a designer, a
 * customer's words. Editors fill in:
 * - `quote` (required): the quotation, as plain text;
 * - `subtext`: who said it, shown under the quote;
 * - `avatar`: the quoted person's picture (their initials show if it fails to load);
 * - `image`: an image shown above the quote, as decoration;
 * - `showTweetThis`: adds a 'Tweet this' link that opens Twitter with the quote and this page's address.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/BlockQuote',
  ...catalogue.meta,
} satisfies Meta<typeof BlockQuote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithTweetThis: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('blockquote')).toHaveTextContent(/plant garlic/);
    const link = canvas.getByRole('link', { name: /^Tweet this/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('href')).toMatch(
      /^https:\/\/twitter\.com\/intent\/tweet\?text=/,
    );
  },
};

export const WithImage: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /^Tweet this/ })).not.toBeInTheDocument();
  },
};

export const Beige: Story = { args: demo(0) };
export const White: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: demo(4),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('blockquote')).toHaveTextContent(
      'If you have a garden and a library, you have everything you need.',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'block-quote',
    content: {
      quote:
        'When we moved in, the back garden was a rectangle of tired lawn and one sulking hydrangea. Maya drew us a potager with four beds, a gravel path wide enough for a wheelbarrow and a herb spiral by the kitchen door. Two summers later we have not bought a lettuce since April, the children eat peas straight from the vine, and our neighbours keep asking for the plan.',
      subtext:
        'Jonah and Sam Reyes, who garden a quarter acre outside Denver, Colorado, at 5,300 feet',
      avatar: '/api/media/avatar-jonah.svg',
      image: '/api/media/potager-plan.svg',
      showTweetThis: true,
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

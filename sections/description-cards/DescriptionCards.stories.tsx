import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { descriptionCardsSections } from '#src/demo/sections/description-cards.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { DescriptionCards } from './DescriptionCards.tsx';
import descriptionCardsModule from './index.ts';
import type { DescriptionCardsContent } from './schema.ts';

const catalogue = sectionCatalogue<DescriptionCardsContent>(
  descriptionCardsModule,
  DescriptionCards,
  descriptionCardsSections,
);
const { propsOf, demo } = catalogue;

/** The number of columns the cards are laid out in: the cards whose top is the first card's. */
function columnsOf(cards: HTMLElement[]): number {
  const firstTop = cards[0]?.getBoundingClientRect().top;
  return cards.filter((card) => card.getBoundingClientRect().top === firstTop).length;
}

/** The columns the grid has at a viewport width: one on a phone, two from 768 px, three from 1024 px. */
function expectedColumns(width: number): number {
  if (width >= 1024) return 3;
  return width >= 768 ? 2 : 1;
}

/**
 * **Description cards** (`description-cards`): a grid of cards, each with a picture, a headline and a
 * short text — to describe several things side by side (ways to start, what a design includes).
 * One column on a phone, two from tablet width, three on a wide screen. Editors fill in:
 * - `headline` (optional): a heading over the cards;
 * - `cards` (required, at least one): each with `headline` (required; it also describes the picture),
 *   `body` (optional rich text) and `image` (optional).
 *
 * Background: any of beige, green, pink, white (**beige** when none is chosen, as for every card
 * section). The cards are white, or beige on a white background.
 */
const meta = {
  title: 'Sections/DescriptionCards',
  ...catalogue.meta,
} satisfies Meta<typeof DescriptionCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The default background, beige. */
export const Beige: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Three ways to start your kitchen garden' }),
    ).toBeVisible();
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Raised beds', 'A herb spiral', 'Seed trays on a windowsill']);
    await expect(canvas.getByRole('img', { name: 'A herb spiral' })).toBeVisible();
    await expect(columnsOf(cards)).toBe(expectedColumns(window.innerWidth));
  },
};
export const White: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
/** Without a section headline the card headlines are the section's headings. */
export const Pink: Story = {
  args: demo(3),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Harvest little and often' }),
    ).toBeVisible();
  },
};

/** On a phone (375 px) the cards are one column. */
export const OnAPhone: Story = {
  args: demo(2),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    await expect(columnsOf(cards)).toBe(expectedColumns(window.innerWidth));
  },
};

/** One card with only its headline. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({
    type: 'description-cards',
    content: { cards: [{ headline: 'Harvest little and often' }] },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Harvest little and often' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'description-cards',
    content: {
      headline:
        'Everything that comes with a Trellis garden design, from the first conversation to the last harvest of the season',
      cards: [
        {
          headline: 'A scaled planting plan drawn for your exact plot, slope, soil and sunlight',
          body: '<p>Every bed, path, trellis, water butt and compost bay drawn to scale, with the varieties for each bed chosen for your frost dates and the amount of sun it gets in high summer and in early spring.</p><p>Printed, it is ready to take outside with a tape measure and a bag of pegs.</p>',
          image: '/api/media/potager-plan.svg',
        },
        {
          headline: 'A month-by-month sowing and planting calendar',
          body: '<p>What to sow indoors, what to sow direct, what to plant out and what to pick, every month of the year, worked out from the last spring frost and the first autumn frost where you live.</p>',
          image: '/api/media/seedlings.svg',
        },
        {
          headline: 'A video call with your designer',
          body: '<p>Walk your designer round the garden on your phone; talk through what you want to eat, how much time you have and what you would rather never see again.</p>',
          image: '/api/media/garden-path.svg',
        },
        {
          headline: 'Two rounds of changes',
          body: '<p>Change your mind about the pond.</p>',
        },
      ],
    },
  }),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { calloutSections } from '#src/demo/sections/callout.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { Callout } from './Callout.tsx';
import calloutModule from './index.ts';
import type { CalloutContent } from './schema.ts';

const catalogue = sectionCatalogue<CalloutContent>(calloutModule, Callout, calloutSections);
const { propsOf, demo } = catalogue;

/**
 * **Callout** (`callout`): a box that draws the eye to one thing — a headline, a short text and
 * call-to-action buttons beside an image (the image above the text on a phone). Editors fill in:
 * - `headline` (required): the box's heading;
 * - `body` (optional): a short rich text;
 * - `image` (optional): an image URL, shown as decoration beside the text (the text takes the whole
 *   box when there is none); its 4:3 box is reserved before it loads, so nothing moves;
 * - `buttons` (optional): call-to-action buttons (links or e-mail sign-ups); blank ones are left out.
 *
 * Background: any of beige, green, pink, white (white when none is chosen). The box is beige on white
 * and white on every other background.
 */
const meta = {
  title: 'Sections/Callout',
  ...catalogue.meta,
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Not sure where to start?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    );
  },
};

/** The opt-in button opens the sign-up in a dialog; Escape closes it and gives focus back. */
export const Beige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Send me the calendar' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Send me the calendar' });
    await expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Green: Story = { args: demo(2) };

/** Without an image the text takes the whole box. */
export const PinkWithoutImage: Story = {
  args: demo(3),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Image beside the text from tablet width up, above it on a phone. */
export const OnAPhone: Story = {
  args: demo(0),
  globals: { viewport: { value: 'phone' } },
};

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'callout', content: { headline: 'Grow something you can eat this week' } }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Grow something you can eat this week' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'callout',
    content: {
      headline:
        'Everything you need to turn a tired patch of lawn into raised beds that feed your family all summer long',
      body: '<p>Our five-day e-mail course walks you through choosing the spot, building the frames, mixing the soil and planting the three crops that never fail. Each lesson takes ten minutes to read and an afternoon to do.</p><ul><li>Day one: sun, shade and water</li><li>Day two: building the frames</li><li>Day three: the soil mix</li><li>Day four: what to plant first</li><li>Day five: keeping it going</li></ul><p>Thousands of gardeners have taken it; most pick their first salad within six weeks.</p>',
      image: '/api/media/kitchen-garden-hero.svg',
      buttons: [
        { buttonText: 'Start the free raised-bed course today', isOptInForm: true },
        { buttonText: 'Book a design call with a garden designer', link: '/design' },
        { buttonText: 'Browse raised-bed kits', link: 'https://shop.example.com/raised-beds' },
      ],
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

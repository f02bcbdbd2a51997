import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { stepsSections } from '#src/demo/sections/steps.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import stepsModule from './index.ts';
import { Steps } from './Steps.tsx';
import type { StepsContent } from './schema.ts';

const catalogue = sectionCatalogue<StepsContent>(stepsModule, Steps, stepsSections);
const { propsOf, demo } = catalogue;

/**
 * **Steps** (`steps`): how something works, from first to last — a numbered list of steps with
 * call-to-action buttons under it. Editors fill in:
 * - `headline` (optional): the heading above the steps;
 * - `steps` (required, at least one): each with a `headline` (required) and a `body` (optional rich
 *   text); they are numbered in the order given, and the numbers are read out as "Step 1", "Step 2"…;
 * - `buttons` (optional): call-to-action buttons under the steps (links or e-mail sign-ups); blank
 *   ones are left out.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/Steps',
  ...catalogue.meta,
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Step 1');
    await expect(
      within(items[1]!).getByRole('heading', { level: 3, name: 'Meet your designer' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Design my garden' })).toHaveAttribute(
      'href',
      '/design',
    );
  },
};

/** An opt-in button opens the e-mail sign-up in a dialog. */
export const Beige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get the free raised-bed guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the free raised-bed guide' });
    await expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Green: Story = { args: demo(2) };

/** Without a section headline the steps' headlines are the top headings of the section. */
export const Pink: Story = {
  args: demo(3),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'steps', content: { steps: [{ headline: 'Sow your first seeds' }] } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Step 1');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'steps',
    content: {
      headline:
        'From a patch of tired lawn to a kitchen garden that feeds a family of four from spring to the first hard frost',
      steps: [
        {
          headline: 'Map the sun, the shade and the wind across the whole garden through a day',
          body: '<p>Walk the garden at breakfast, lunch and dinner and sketch where the shadows fall. Most fruiting crops want at least six hours of direct sun; leafy greens are happy with four. Note where the wind funnels between buildings, since young beans and sweetcorn hate it.</p><ul><li>Morning sun: salads and peas</li><li>All-day sun: tomatoes, squash, peppers</li></ul>',
        },
        {
          headline: 'Test and improve the soil before anything goes in',
          body: '<p>A simple jar test shows how much sand, silt and clay you have. Whatever you find, the answer is the same: add compost, a lot of it, every year.</p>',
        },
        {
          headline: 'Draw the beds and paths to scale',
          body: '<p>Beds no wider than 1.2 m, paths wide enough for a wheelbarrow, and a water butt within reach of every bed.</p>',
        },
        { headline: 'Choose crops you love to eat', body: '<p>Grow what is expensive to buy.</p>' },
        { headline: 'Plan the sowing calendar', body: '<p>Work backwards from frost dates.</p>' },
        { headline: 'Plant, mulch and water in', body: '<p>Then keep a notebook.</p>' },
      ],
      buttons: [
        { buttonText: 'Book a design call with one of our garden designers', link: '/design' },
        { buttonText: 'Take the Quiz', link: '/quiz' },
        { buttonText: 'Get the free planting calendar', isOptInForm: true },
      ],
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

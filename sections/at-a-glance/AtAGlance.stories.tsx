import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atAGlanceSections } from '#src/demo/sections/at-a-glance.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { AtAGlance } from './AtAGlance.tsx';
import atAGlanceModule from './index.ts';

const catalogue = sectionCatalogue(atAGlanceModule, AtAGlance, atAGlanceSections);
const { demo, propsOf } = catalogue;

/**
 * **At a glance** (`at-a-glance`): a box that sums up a post or guide in a few lines, usually near its
 * top. Editors fill in:
 * - `title` (required): the box's heading, e.g. "At a glance: growing garlic";
 * - `body` (optional): a few lines of rich text — a short list of facts works best; left out when blank.
 *
 * Background: any of beige, green, pink, white (white when none is chosen). The box is beige on a white
 * band and white on every other colour, so it always stands out.
 */
const meta = {
  title: 'Sections/AtAGlance',
  ...catalogue.meta,
} satisfies Meta<typeof AtAGlance>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'At a glance: growing garlic' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
export const Beige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'planting calendar' })).toHaveAttribute(
      'href',
      '#planting-calendar',
    );
  },
};
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'at-a-glance', content: { title: 'Ready in six weeks' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ready in six weeks' })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'at-a-glance',
    content: {
      title:
        'At a glance: everything you need to know before you build, fill and plant your first raised vegetable bed this spring',
      body: [
        '<p>Raised beds warm up earlier in spring, drain better after heavy rain and save your back, but they dry out faster in summer and cost more to fill than you might expect. Here is the whole guide in a few lines.</p>',
        '<ul>',
        '<li><strong>Size:</strong> no wider than 1.2 m so you can reach the middle from either side without stepping on the soil; as long as you like.</li>',
        '<li><strong>Depth:</strong> 30 cm is enough for salads, herbs and most vegetables; 45 cm for carrots, parsnips and potatoes on poor ground.</li>',
        '<li><strong>Material:</strong> untreated larch or Douglas fir lasts eight to ten years; galvanised steel longer; avoid old railway sleepers.</li>',
        '<li><strong>Filling:</strong> roughly 60 % screened topsoil and 40 % well-rotted compost; top up with 5 cm of compost every autumn.</li>',
        '<li><strong>Paths:</strong> at least 45 cm between beds, 60 cm where a wheelbarrow has to pass.</li>',
        '</ul>',
      ].join(''),
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

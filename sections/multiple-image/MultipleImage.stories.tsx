import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { multipleImageSections } from '#src/demo/sections/multiple-image.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import multipleImageModule from './index.ts';
import { MultipleImage } from './MultipleImage.tsx';
import type { MultipleImageContent } from './schema.ts';

const catalogue = sectionCatalogue<MultipleImageContent>(
  multipleImageModule,
  MultipleImage,
  multipleImageSections,
);
const { propsOf, demo } = catalogue;

/** The boxes of the images shown, in order. */
function boxesOf(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('img')].map((img) => img.getBoundingClientRect());
}

/** From tablet width up the images share one row; on a phone they stand one under the other. */
async function expectColumns(canvasElement: HTMLElement, count: number) {
  const boxes = boxesOf(canvasElement);
  await expect(boxes).toHaveLength(count);
  const tops = new Set(boxes.map((box) => Math.round(box.top)));
  await expect(tops.size).toBe(window.innerWidth >= 768 ? 1 : count);
}

/**
 * **Multiple image** (`multiple-image`): two to four pictures side by side — a before and after, a
 * crop at three stages — one under the other on a phone. Editors fill in:
 * - `imgCount`: how many images to show, 1 to 4 (a larger number shows 4, a smaller one 1; missing
 *   shows all that are filled in);
 * - `image1`…`image4`: the image URLs (at least one of the first `imgCount` is required; blank ones
 *   are skipped and the others close up);
 * - `alt1`…`alt4`: what each picture shows, for people who cannot see it;
 * - `valign`: `top` (the default), `middle` or `bottom` — where pictures of other shapes sit in their
 *   box (`center`, `start`, `end` and the like are read too).
 *
 * Every picture sits in a 4:3 box reserved before it loads (nothing moves as it arrives) and is shown
 * whole inside it. Background: beige, green, pink or white (white by default).
 */
const meta = {
  title: 'Sections/MultipleImage',
  ...catalogue.meta,
} satisfies Meta<typeof MultipleImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three images aligned at the top of their boxes. */
export const ThreeAlignedTop: Story = {
  args: demo(0),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'A basket of ripe heirloom tomatoes' }),
    ).toBeVisible();
    await expectColumns(canvasElement, 3);
  },
};

/** Two images aligned in the middle. */
export const TwoAlignedMiddle: Story = {
  args: demo(1),
  play: async ({ canvasElement }) => {
    await expectColumns(canvasElement, 2);
    const [first] = canvasElement.querySelectorAll('img');
    await expect(getComputedStyle(first!).objectPosition).toBe('50% 50%');
  },
};

/** Four images aligned at the bottom, on green. */
export const FourAlignedBottom: Story = {
  args: demo(2),
  play: async ({ canvasElement }) => {
    await expectColumns(canvasElement, 4);
    const [first] = canvasElement.querySelectorAll('img');
    await expect(getComputedStyle(first!).objectPosition).toBe('50% 100%');
  },
};

/** A third image left over from an earlier edit is not shown, as `imgCount` is 2. */
export const CountBelowTheImagesFilledIn: Story = {
  args: demo(3),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('img', { name: /Left over/ })).not.toBeInTheDocument();
  },
};

export const White: Story = { args: demo(0) };
export const Beige: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

/** One column on a 375 px phone. */
export const OnAPhone: Story = {
  args: demo(0),
  globals: { viewport: { value: 'phone' } },
};

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'multiple-image', content: { image1: '/api/media/seedlings.svg' } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'multiple-image',
    content: {
      imgCount: 9,
      image1: '/api/media/garden-path.svg',
      alt1: 'The back garden in March: a tired lawn with a brick path running down one side towards the shed, and bare fences on both sides',
      image2: '/api/media/potager-plan.svg',
      alt2: 'The designer’s plan: four square beds around a herb circle, gravel paths wide enough for a wheelbarrow, and a water butt by the shed',
      image3: '/api/media/raised-beds.svg',
      alt3: 'The beds built in April from untreated cedar, filled with topsoil and compost, with the first lettuces planted out',
      image4: '/api/media/tomato-harvest.svg',
      alt4: 'The August harvest: a basket of heirloom tomatoes, courgettes and beans picked on one morning',
      valign: 'Middle',
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
  play: async ({ canvasElement }) => {
    await expectColumns(canvasElement, 4);
  },
};

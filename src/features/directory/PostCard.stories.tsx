import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoPost } from './testing/demoDirectory.ts';
import { PostCard } from './PostCard.tsx';
import { InCell, OnEveryBand } from './testing/storyFrames.tsx';

/**
 * **Post card** (`PostCard`, `src/features/directory/`): a post (article, podcast or video page) in the content
 * grid and the card grid. It shows the post's picture (3:2), its topics as tags (three at most, then
 * '+N more'), its title linking to `/{slug}` and its headline (or, without one, its description),
 * three lines at most. The whole card is one link; a post without a picture keeps the picture's place.
 *
 * Props: `post` (`PostWire`), `headingLevel` (3 by default) and `layout`: `stacked` (the picture
 * above the text, the default) or `row` (the picture beside it, 4:3).
 */
const meta = {
  title: 'Directory/PostCard',
  component: PostCard,
  args: { post: demoPost() },
  argTypes: { layout: { control: 'inline-radio', options: ['stacked', 'row'] } },
  render: (args) => (
    <InCell>
      <PostCard {...args} />
    </InCell>
  ),
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Planning your first kitchen garden' }),
    ).toHaveAttribute('href', '/planning-your-first-kitchen-garden');
    await expect(
      canvas.getByText('Start with four beds and the food you cook most.'),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Topics' })).toHaveTextContent('GrowingDesign');
  },
};

/** No picture and no headline: a green panel in the picture's place, and the description. */
export const WithoutPictureOrHeadline: Story = {
  args: { post: demoPost({ image: null, headline: null, topics: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/How to choose a sunny spot/)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A long title (two lines at most) and a long headline (three lines at most). */
export const LongTitle: Story = {
  args: {
    post: demoPost({
      title:
        'Everything we learned from ten years of growing tomatoes, peppers and aubergines in a cold, wet and windy hillside garden',
      headline:
        'Grafted plants, black plastic, cloches and late blight: the tricks that worked for us, the ones that did not, and what we would do differently if we started again tomorrow.',
      topics: [
        { id: 1, name: 'Growing' },
        { id: 3, name: 'Harvest' },
        { id: 4, name: 'Soil' },
        { id: 2, name: 'Design' },
      ],
    }),
  },
};

/** The `row` layout: the picture beside the text (the content grid's `post-row`). */
export const Row: Story = {
  args: { layout: 'row' },
  render: (args) => (
    <div style={{ maxWidth: '40rem', marginInline: 'auto', padding: '2rem 1.25rem' }}>
      <PostCard {...args} />
    </div>
  ),
};

/** The card is white, so it reads the same on every band. */
export const OnEveryBackground: Story = {
  render: (args) => (
    <OnEveryBand>
      <PostCard {...args} />
    </OnEveryBand>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import { contentGridSections } from '#src/demo/sections/content-grid.ts';
import {
  demoPost,
  demoPosts,
  directoryHandlers,
} from '#src/features/directory/testing/demoDirectory.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { ContentGrid, contentGridLoadingText } from './ContentGrid.tsx';
import type { ContentGridData } from './contentGridRequests.ts';
import contentGridModule from './index.ts';
import type { ContentGridContent, ContentGridLayout } from './schema.ts';

// The catalogue renders through the module: the posts and courses come from its data hook (MSW here).
const catalogue = sectionCatalogue<ContentGridContent, ContentGridLayout, ContentGridData>(
  contentGridModule,
  ContentGrid,
  contentGridSections,
);
const { demo, propsOf } = catalogue;

/** The calls the section made in the current story. */
const requests: string[] = [];

/** The titles of the cards, once they are there. */
const cardTitles = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('article')).map(
    (card) => within(card).getByRole('heading').textContent,
  );

/**
 * **Content grid** (`content-grid`): posts the editor picked — and, in one layout, courses — as cards
 * under an optional headline, with an optional call-to-action button under them. Each post card shows
 * the post's picture, topics, title (linking to the post) and headline; each course card its picture,
 * 'Course', title (linking to the course) and description. Editors fill in:
 * - `posts` (required): post ids, in the order to show them (at most four are read);
 * - `headline` (optional): the heading over the cards;
 * - `courses` (optional): course ids, shown by the `combo-quadrant` layout (at most two);
 * - `cta` (optional): a call-to-action button (`{ content: { buttons: [...] } }` or one button): a
 *   link, or an e-mail sign-up; left out when its text is blank.
 *
 * Layouts: `default` (four posts in a row on a desktop), `combo-quadrant` (two courses over two
 * posts), `post-quadrant` (four posts, two by two), `post-row` (posts as rows, the picture beside the
 * text).
 *
 * The posts come from `POST /gimme-dat/` (`{ resource: 'posts', selections, count }`), the courses from
 * `GET /courses?ids[]=…`, both in the page's first HTML. Skeleton cards show while they load; if they
 * cannot be loaded, the failure is only logged: the headline and the button still show, without cards.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the headline
 * turns white. The cards are white on every band.
 */
const meta = {
  title: 'Sections/ContentGrid',
  ...catalogue.meta,
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(...directoryHandlers({ requests }));
  },
} satisfies Meta<typeof ContentGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** `default` on white: four posts and a link button. */
export const DefaultOnWhite: Story = {
  args: demo(0),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Fresh from the garden journal' }),
    ).toBeVisible();
    await expect(await cardTitles(canvasElement)).toEqual(
      demoPosts.slice(0, 4).map((post) => post.title),
    );
    await expect(requests).toEqual([
      'POST /gimme-dat/ {"resource":"posts","selections":[1,2,3,4],"count":4}',
    ]);
    await expect(canvas.getByRole('link', { name: 'Read the journal' })).toHaveAttribute(
      'href',
      '/journal',
    );
  },
};

/** `combo-quadrant` on beige: two courses over two posts, and an e-mail sign-up button. */
export const ComboQuadrantOnBeige: Story = {
  args: demo(1),
  play: async ({ canvas, canvasElement }) => {
    const titles = await cardTitles(canvasElement);
    await expect(titles).toEqual([
      'Kitchen Garden Foundations',
      'The Four-Season Harvest',
      demoPosts[4]!.title,
      demoPosts[5]!.title,
    ]);
    await expect(canvas.getAllByText('Course')).toHaveLength(2);
    await expect([...requests].sort()).toEqual([
      'GET /courses?ids[]=1&ids[]=2',
      'POST /gimme-dat/ {"resource":"posts","selections":[5,6],"count":2}',
    ]);
    await expect(canvas.getByRole('button', { name: 'Get new lessons by e-mail' })).toBeVisible();
  },
};

/** `post-quadrant` on green: four posts, two by two; the headline turns white. */
export const PostQuadrantOnGreen: Story = {
  args: demo(2),
  play: async ({ canvasElement }) => {
    await expect(await cardTitles(canvasElement)).toHaveLength(4);
  },
};

/** `post-row` on pink: the posts as rows, the picture beside the text. */
export const PostRowOnPink: Story = {
  args: demo(3),
  play: async ({ canvas, canvasElement }) => {
    await expect(await cardTitles(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'More seasonal guides' })).toBeVisible();
  },
};

/** Only posts: no headline (the card titles become the section's headings), no button. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'content-grid', content: { posts: [2, 8] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: /journal/ })).not.toBeInTheDocument();
  },
};

/** A long headline, long post titles and headlines (clamped), and more posts than the layout shows. */
export const LongContent: Story = {
  args: propsOf({
    type: 'content-grid',
    content: {
      headline:
        'Everything we learned about growing food in small, shady, windy and otherwise difficult gardens this year',
      posts: [40, 41, 3, 4, 5, 6],
      cta: {
        buttonText: 'Browse every guide we have written about small gardens',
        link: '/guides',
      },
    },
  }),
  beforeEach({ msw }) {
    msw.use(
      ...directoryHandlers({
        requests,
        posts: [
          demoPost({
            id: 40,
            slug: 'shade',
            title:
              'What actually grows in the shade of a north-facing city backyard surrounded by tall brick walls',
            headline:
              'Lettuce, chard, parsley, mint, currants and rhubarb all cope with four hours of light or less, and some of them prefer it in the heat of high summer.',
          }),
          demoPost({
            id: 41,
            slug: 'wind',
            title: 'Windbreaks',
            image: null,
            headline: null,
            description:
              'Hedges, fences and netting: which windbreaks slow the wind without making it swirl, and how far their shelter reaches into the garden.',
          }),
          ...demoPosts,
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const titles = await cardTitles(canvasElement);
    await expect(titles).toHaveLength(4);
    await expect(titles[0]).toMatch(/^What actually grows in the shade/);
  },
};

/** A post that no longer exists is left out; the others show. */
export const APostIsGone: Story = {
  args: propsOf({ type: 'content-grid', content: { headline: 'Read next', posts: [1, 999, 2] } }),
  play: async ({ canvasElement }) => {
    await expect(await cardTitles(canvasElement)).toEqual([
      demoPosts[0]!.title,
      demoPosts[1]!.title,
    ]);
  },
};

/** While the posts load: skeleton cards in the layout's shape, announced as loading. */
export const Loading: Story = {
  args: demo(1),
  beforeEach({ msw }) {
    msw.use(...directoryHandlers({ hang: ['cards', 'courses'] }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(contentGridLoadingText);
    await expect(within(canvas.getByRole('status')).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** The posts cannot be loaded: only logged; the headline and the button show, without cards. */
export const Error: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...directoryHandlers({ fail: ['cards'] }));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Fresh from the garden journal' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Read the journal' })).toBeVisible();
  },
};

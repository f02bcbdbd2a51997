import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { imageSections } from '#src/demo/sections/image.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { ImageSection } from './Image.tsx';
import imageModule from './index.ts';
import type { ImageContent } from './schema.ts';

const catalogue = sectionCatalogue<ImageContent>(imageModule, ImageSection, imageSections);
const { propsOf, demo } = catalogue;

/**
 * **Image** (`image`): one picture with an optional caption and a "Pin it" link that shares it to
 * Pinterest (with the page's address, the image and the caption, or the alt text when there is no
 * caption). Editors fill in:
 * - `image` (required): the image URL;
 * - `alt`: what the picture shows, for people who cannot see it (leave blank only for decoration);
 * - `caption` (optional): shown under the picture;
 * - `maxheight` with `maxheightprop` (optional): a maximum height and its unit (`px`, `vh`, `%`, `rem`
 *   or `em`; px when unknown); the whole picture stays visible inside it;
 * - `inline` (optional): keep the picture in the reading column instead of the full page width.
 *
 * The CMS sends no image size, so the picture sits in a 3:2 box reserved before it loads (nothing moves
 * as it arrives) and is shown whole inside it. Background: beige, green, pink or white (white by default).
 */
const meta = {
  title: 'Sections/Image',
  ...catalogue.meta,
} satisfies Meta<typeof ImageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Full layout width, with a caption. */
export const FullWidth: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', {
        name: /A classic potager: four beds, a herb circle and gravel paths/,
      }),
    ).toBeVisible();
  },
};

/** Inline, in the reading column, at most 400 px high. */
export const InlineWithMaxHeight: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', {
      name: 'A stone herb spiral planted with thyme, sage and parsley',
    });
    await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(400);
  },
};

export const White: Story = { args: demo(0) };
export const Beige: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'image', content: { image: '/api/media/seedlings.svg' } }),
};

export const LongContent: Story = {
  args: propsOf({
    type: 'image',
    content: {
      image: '/api/media/raised-beds.svg',
      alt: 'Six cedar raised beds in two rows, planted with lettuce, kale, chard, onions, carrots and marigolds, with a gravel path between them and a wooden arch at the far end',
      caption:
        'Six cedar raised beds, four feet by eight, in two rows with a wheelbarrow-wide gravel path between them. The far bed holds a cattle-panel arch for climbing beans and squash, and marigolds edge every bed to draw in hoverflies that eat the aphids.',
      inline: false,
    },
  }),
};

/** "Pin it" opens Pinterest's pin dialog in a new tab with the page, the image and the description. */
export const PinIt: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Pin it on Pinterest (opens in a new tab)' });
    const url = new URL(link.getAttribute('href') ?? '');
    await expect(`${url.origin}${url.pathname}`).toBe(
      'https://www.pinterest.com/pin/create/button/',
    );
    await expect(url.searchParams.get('url')).toBe('http://localhost:3000/');
    await expect(url.searchParams.get('description')).toBe(
      'A classic potager: four beds, a herb circle and gravel paths wide enough for a wheelbarrow.',
    );
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

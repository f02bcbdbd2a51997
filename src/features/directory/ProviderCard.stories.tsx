import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoProvider } from './testing/demoDirectory.ts';
import { ProviderCard } from './ProviderCard.tsx';
import { InCell, OnEveryBand } from './testing/storyFrames.tsx';

/**
 * **Provider card** (`ProviderCard`, `src/features/directory/`): a business in the directory, the
 * `provider-card` section and the card grid. It shows the business's cover picture (2:1) with its
 * square logo overlapping it (its initials without one), its name linking to `/businesses/{slug}`, its
 * location ('City, ST', from the first address that has one), its description (three lines at most)
 * and the faces of its team (`coaches`: five at most, then '+N more'). The whole card is one link;
 * missing pictures keep their place, so every card has the same size.
 *
 * Props: `provider` (`ProviderWire`) and `headingLevel` (3 by default; 2 in a section without a heading).
 */
const meta = {
  title: 'Directory/ProviderCard',
  component: ProviderCard,
  args: { provider: demoProvider() },
  render: (args) => (
    <InCell>
      <ProviderCard {...args} />
    </InCell>
  ),
} satisfies Meta<typeof ProviderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, logo, location, description and a team of three. */
export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Green Thumb Garden Co.' })).toHaveAttribute(
      'href',
      '/businesses/green-thumb-garden-co',
    );
    await expect(canvas.getByText('Portland, OR')).toBeVisible();
    const team = canvas.getByRole('list', { name: 'Team' });
    await expect(
      within(team)
        .getAllByRole('img')
        .map((face) => face.getAttribute('aria-label') ?? face.getAttribute('alt')),
    ).toEqual(['Maya Okafor', 'Jonah Reyes', 'Priya Shah']);
  },
};

/** No cover, no logo, no team: a green panel, the initials, and the same size. */
export const WithoutPictures: Story = {
  args: {
    provider: demoProvider({
      id: 3,
      slug: 'patchwork-potagers',
      name: 'Patchwork Potagers',
      images: {},
      coaches: [],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PP')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Team' })).not.toBeInTheDocument();
  },
};

/** A long name and description are clamped; a big team shows five faces and '+3 more'. */
export const LongNameAndBigTeam: Story = {
  args: {
    provider: demoProvider({
      name: 'The Heritage Kitchen Garden Design, Build and Seasonal Maintenance Collective of the Pacific Northwest',
      description:
        'We design, build and look after kitchen gardens from Eugene to Bellingham: cedar and steel raised beds, drip irrigation on timers, espaliered fruit, cold frames and a planting plan for every season, with a gardener who visits every two weeks from March to November to sow, prune, feed and harvest alongside you.',
      addresses: [
        { phone: null, address: null, city: null, state: null, postal_code: null },
        {
          phone: null,
          address: null,
          city: 'Bellingham',
          state: 'WA',
          postal_code: '98225',
        },
      ],
      coaches: Array.from({ length: 8 }, (_, index) => ({
        id: 100 + index,
        first_name: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana'][index]!,
        last_name: 'Greenwood',
      })),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bellingham, WA')).toBeVisible();
    const team = within(canvas.getByRole('list', { name: 'Team' })).getAllByRole('listitem');
    await expect(team).toHaveLength(6);
    await expect(team[5]).toHaveTextContent('+3 more');
  },
};

/** The card is white, so it reads the same on every band. */
export const OnEveryBackground: Story = {
  render: (args) => (
    <OnEveryBand>
      <ProviderCard {...args} />
    </OnEveryBand>
  ),
};

import type { PodcastWire } from '#src/lib/api/types.ts';

const show = {
  apple: 'https://podcasts.apple.com/us/podcast/the-trellis-kitchen-garden-podcast/id1589341207',
  spotify: 'https://open.spotify.com/show/4kDRtqp6bV3sCkEoBvZ6xY',
  youtube: 'https://www.youtube.com/@TrellisKitchenGarden',
};

/** Where each episode can be heard: the show's page on every platform. */
const links = (): PodcastWire['links'] => [
  { platform: 'Apple Podcasts', link: show.apple },
  { platform: 'Spotify', link: show.spotify },
  { platform: 'YouTube', link: show.youtube },
];

/** The demo episodes of the Trellis kitchen-garden podcast, oldest first (ids follow this order). */
export const seedPodcasts: Omit<PodcastWire, 'id'>[] = [
  {
    title: 'Episode 1: Starting small with one raised bed',
    description:
      'Why a single 4 × 8 ft bed beats a big plot in your first year, what to fill it with, and the five crops that earn their space from May to October.',
    published_on: '2026-03-05',
    links: links(),
  },
  {
    title: 'Episode 2: Seed starting on a windowsill',
    description:
      'Maya walks through sowing tomatoes, peppers and basil indoors: the right compost, bottom heat, and how to stop seedlings getting leggy without buying grow lights.',
    published_on: '2026-03-19',
    links: links(),
  },
  {
    title: 'Episode 3: Soil you can build in a weekend',
    description:
      'Compost, leaf mould and the no-dig method: how to turn a patch of lawn into rich, crumbly soil with cardboard, a wheelbarrow and a little patience.',
    published_on: '2026-04-02',
    links: links(),
  },
  {
    title: 'Episode 4: Companion planting that actually works',
    description:
      'Marigolds with tomatoes, nasturtiums as a trap crop, and the pairings that are more folklore than science. Jonah shares what he has seen in five years of trials.',
    published_on: '2026-04-16',
    links: links(),
  },
  {
    title: 'Episode 5: Herbs for the cook, from the back door',
    description:
      'A herb spiral in a sunny corner: which herbs like it dry at the top, which like it damp at the bottom, and how to keep picking all summer without the plants bolting.',
    published_on: '2026-04-30',
    links: links(),
  },
  {
    title: 'Episode 6: Watering without wasting',
    description:
      'Drip lines, ollas and mulch. How much water a raised bed really needs in a heatwave, and the early-morning routine that keeps lettuces sweet instead of bitter.',
    published_on: '2026-05-14',
    links: links(),
  },
  {
    title: 'Episode 7: The tomato episode',
    description:
      'Cordon or bush, pinching out side shoots, feeding with comfrey tea, and what to do about blossom end rot and late blight. Priya answers your questions from the mailbag.',
    published_on: '2026-05-28',
    links: links(),
  },
  {
    title: 'Episode 8: Succession sowing for a harvest every week',
    description:
      'Little and often: sowing salads, radishes, beans and beetroot every two weeks so the garden never floods you with one crop and then leaves you with nothing.',
    published_on: '2026-06-11',
    links: links(),
  },
];

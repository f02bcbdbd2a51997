import { page } from './contentPages.ts';
import type { SeedPage, SeedSection } from './pages.ts';

// The pages of the directory and the site's remaining links (docs/spec/platform.md §2): the designer
// directory (/design — /designers and /coaches redirect there), the business directory, the courses
// and the book. Written like the other demo pages: into a database that lacks their slug.

const section = (
  type: string,
  content: Record<string, unknown>,
  color?: 'beige' | 'green' | 'pink' | 'white',
): SeedSection => ({
  type,
  content,
  options: color ? { BackgroundColor: { color } } : {},
});

export const directoryPages: SeedPage[] = [
  page(
    'design',
    'Find your garden designer',
    'Browse Trellis garden designers by region and expertise, and book a design call with the one who fits your garden.',
    [
      section(
        'headline',
        {
          headline: 'Find your garden designer',
          subheadline:
            'Every Trellis designer grows food themselves. Filter by where you garden and what you want to grow.',
        },
        'white',
      ),
      section('card-grid', {
        headline: 'Our designers',
        type: 'Feed',
        cardType: 'coach',
        numberOfCards: 9,
      }),
      section(
        'steps',
        {
          headline: 'How a design works',
          steps: [
            {
              headline: 'Tell us about your space',
              body: '<p>Photos, measurements and what you like to cook: twenty minutes of homework.</p>',
            },
            {
              headline: 'Meet your designer',
              body: '<p>A video call to walk through your plot and agree the plan.</p>',
            },
            {
              headline: 'Get your plan',
              body: '<p>A to-scale planting plan, a materials list and a sowing calendar for your frost dates.</p>',
            },
          ],
          buttons: [],
        },
        'white',
      ),
    ],
  ),
  page(
    'businesses',
    'Garden businesses',
    'Garden designers, nurseries, builders and landscapers across the United States, Canada and Australia.',
    [
      section(
        'headline',
        {
          headline: 'Garden businesses near you',
          subheadline:
            'Builders, nurseries and landscapers who know kitchen gardens, by region and by name.',
        },
        'white',
      ),
      section('card-grid', {
        headline: 'The directory',
        type: 'Feed',
        cardType: 'provider',
        numberOfCards: 9,
      }),
      section(
        'body',
        {
          body: '<h2>Are you a garden business?</h2><p>Join the Trellis directory: one listing per business, with your specialties, your portfolio and your team. <a href="/directory-application">Register your business</a>.</p>',
          buttons: [],
        },
        'white',
      ),
    ],
  ),
  page(
    'courses',
    'Courses',
    'Self-paced kitchen-garden courses from Trellis designers, with the articles that go with them.',
    [
      section(
        'headline',
        {
          headline: 'Learn to grow with Trellis',
          subheadline: 'Two self-paced courses, and the articles our members read alongside them.',
        },
        'white',
      ),
      section(
        'content-grid',
        { headline: 'Courses and reading', courses: [1, 2], posts: [1, 2] },
        'beige',
      ),
      section(
        'body',
        {
          body: '<p>Each course is a set of short lessons you can take at your own pace, with a planting calendar for your frost dates. Questions along the way? <a href="/contact">Write to us</a>.</p>',
          buttons: [],
        },
        'white',
      ),
    ],
  ),
  page(
    'book',
    'The Kitchen Garden Book',
    'The Trellis guide to planning, building and planting a kitchen garden, in print.',
    [
      section(
        'headline',
        {
          headline: 'The Kitchen Garden Book',
          subheadline: 'Everything our designers teach, in one well-thumbed guide.',
        },
        'white',
      ),
      section(
        'shop-product',
        {
          body: '<p>Two hundred pages on siting, building and filling raised beds, choosing what to grow and planting for a harvest every month — with the plans of twelve real Trellis gardens.</p>',
          product: '/products/the-kitchen-garden-book',
          flip: false,
        },
        'beige',
      ),
    ],
  ),
];

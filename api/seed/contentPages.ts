import type { PageSectionWire } from '#src/api/types.ts';
import { atAGlanceSections } from '#api/fixtures/sections/at-a-glance.ts';
import { blockQuoteSections } from '#api/fixtures/sections/block-quote.ts';
import { calloutSections } from '#api/fixtures/sections/callout.ts';
import { descriptionCardsSections } from '#api/fixtures/sections/description-cards.ts';
import { designerInquirySections } from '#api/fixtures/sections/designer-inquiry.ts';
import { designHeroSections } from '#api/fixtures/sections/design-hero.ts';
import { designTestimonialsSections } from '#api/fixtures/sections/design-testimonials.ts';
import { embedSections } from '#api/fixtures/sections/embed.ts';
import { frostCalculatorSections } from '#api/fixtures/sections/frost-calculator.ts';
import { gardenCalloutSections } from '#api/fixtures/sections/garden-callout.ts';
import { gardenCardSections } from '#api/fixtures/sections/garden-card.ts';
import { gardenGallerySections } from '#api/fixtures/sections/garden-gallery.ts';
import { latestPodcastsSections } from '#api/fixtures/sections/latest-podcasts.ts';
import { multipleImageSections } from '#api/fixtures/sections/multiple-image.ts';
import { optInFormSections } from '#api/fixtures/sections/opt-in-form.ts';
import { podcastsSections } from '#api/fixtures/sections/podcasts.ts';
import { reusableSections } from '#api/fixtures/sections/reusable.ts';
import { shareSections } from '#api/fixtures/sections/share.ts';
import { shopProductGridSections } from '#api/fixtures/sections/shop-product-grid.ts';
import { shopProductSections } from '#api/fixtures/sections/shop-product.ts';
import { stepsSections } from '#api/fixtures/sections/steps.ts';
import { videoSections } from '#api/fixtures/sections/video.ts';
import type { SeedPage, SeedSection } from './pages.ts';

type Fixture = Omit<PageSectionWire, 'id'>;

/** A demo section of a type (its fixture at `index`), with content and options overridden where given. */
function from(
  fixtures: readonly Fixture[],
  index: number,
  content: Record<string, unknown> = {},
  options?: SeedSection['options'],
): SeedSection {
  const fixture = fixtures[index] ?? fixtures[0]!;
  return {
    type: fixture.type,
    content: { ...fixture.content, ...content },
    options: options ?? fixture.options ?? {},
  };
}

const headline = (text: string, subheadline = '', color = 'white'): SeedSection => ({
  type: 'headline',
  content: { headline: text, subheadline },
  options: { BackgroundColor: { color } },
});

const body = (html: string, color = 'white'): SeedSection => ({
  type: 'body',
  content: { body: html, buttons: [] },
  options: { BackgroundColor: { color } },
});

const anchor = (id: string, title: string): SeedSection => ({
  type: 'anchor',
  content: { anchor: id, title, toc_ignore: false },
  options: {},
});

const page = (
  slug: string,
  title: string,
  description: string,
  page_sections: SeedSection[],
): SeedPage => ({
  slug,
  published: true,
  pagelayout: 'default',
  content: { title, description },
  options: {},
  page_sections,
});

export const blogPosts: SeedPage[] = [
  page(
    'blog/raised-bed-soil-recipe',
    'The raised bed soil recipe we give every new gardener',
    'Sixty percent topsoil, thirty compost, ten aeration: how to fill a raised bed once and feed it for years.',
    [
      headline(
        'The raised bed soil recipe we give every new gardener',
        'Fill it once, feed it every spring, and never buy bagged "garden soil" again.',
      ),
      from(atAGlanceSections, 0, {
        title: 'At a glance: filling a raised bed',
        body: '<ul><li><strong>Mix:</strong> 60% topsoil, 30% compost, 10% bark or pumice</li><li><strong>A 4 × 8 ft bed, 12 in deep:</strong> about 1.2 cubic yards</li><li><strong>Top up:</strong> 2 in of compost every spring</li></ul>',
      }),
      body(
        '<p>Most first beds fail from the ground up. Bagged mixes are light and fluffy in April and a sunken, hungry crust by July. Our recipe is heavier, cheaper and lasts:</p><ul><li><strong>60% screened topsoil</strong>, the body of the bed;</li><li><strong>30% finished compost</strong>, the food;</li><li><strong>10% aeration</strong>: fine bark, pumice or coarse sand.</li></ul><p>Mix it on a tarp, fill the bed a little proud, water it in and let it settle for a week before planting.</p>',
      ),
      from(blockQuoteSections, 0, {
        quote:
          'Feed the soil, not the plant. A bed that gets two inches of compost every spring never needs digging.',
      }),
      from(multipleImageSections, 0),
      from(shopProductSections, 0),
      from(shareSections, 0),
    ],
  ),
  page(
    'blog/tomatoes-in-containers',
    'Growing tomatoes in containers',
    'Pick a compact variety, a pot of at least 15 gallons and a watering routine you can keep.',
    [
      headline('Growing tomatoes in containers', 'A balcony can grow forty pounds of tomatoes.'),
      from(videoSections, 0),
      body(
        '<p>Choose a compact or dwarf variety, give each plant at least fifteen gallons of mix, and water deeply every morning once the fruit sets. Feed every two weeks with a tomato fertiliser and pinch side shoots on cordon varieties.</p>',
      ),
      from(stepsSections, 0),
      from(calloutSections, 0),
      from(shareSections, 0, {}, { BackgroundColor: { color: 'beige' } }),
    ],
  ),
  page(
    'blog/planning-a-potager',
    'Planning a potager: the French kitchen garden',
    'Geometry, edges and flowers among the vegetables: a potager is a kitchen garden you want to look at.',
    [
      from(designHeroSections, 0),
      from(gardenCardSections, 0),
      from(embedSections, 0),
      from(blockQuoteSections, 1),
      from(shareSections, 0),
    ],
  ),
];

export const contentPages: SeedPage[] = [
  page('blog', 'Blog', 'Seasonal advice, garden plans and episodes of the Trellis podcast.', [
    headline('The Trellis blog', 'Seasonal advice from our designers and gardeners.'),
    body(
      '<ul><li><a href="/blog/raised-bed-soil-recipe">The raised bed soil recipe we give every new gardener</a></li><li><a href="/blog/tomatoes-in-containers">Growing tomatoes in containers</a></li><li><a href="/blog/planning-a-potager">Planning a potager: the French kitchen garden</a></li></ul>',
    ),
    from(latestPodcastsSections, 0),
    from(podcastsSections, 0),
  ]),
  page(
    'resources',
    'Start here',
    'Everything a new kitchen gardener needs: the first steps, tools we trust and answers to common questions.',
    [
      headline('Start here', 'Your first kitchen garden, one step at a time.'),
      from(stepsSections, 1),
      from(descriptionCardsSections, 0),
      from(reusableSections, 0),
      from(gardenGallerySections, 0),
      from(gardenCalloutSections, 0),
      from(shopProductGridSections, 0),
      from(designTestimonialsSections, 0),
      from(frostCalculatorSections, 1),
      from(optInFormSections, 0),
    ],
  ),
  page(
    'contact',
    'Contact us',
    'Ask a Trellis garden designer about your garden, or write to us about anything else.',
    [
      headline('Contact us', 'We read every message and answer within two business days.'),
      from(designerInquirySections, 0),
      body(
        '<h2>Anything else?</h2><p>Questions about an order, your account or the shop: write to <a href="mailto:hello@trellis.test">hello@trellis.test</a>.</p>',
        'beige',
      ),
    ],
  ),
  page(
    'frost-dates',
    'Frost dates by zip code',
    'Your last spring frost and first fall frost, from the weather station nearest to you.',
    [
      from(frostCalculatorSections, 0),
      body(
        '<h2>Using your frost dates</h2><ul><li><strong>Six to eight weeks before the last spring frost:</strong> start tomatoes, peppers and aubergines indoors.</li><li><strong>Two to four weeks before:</strong> sow peas, spinach, radishes and lettuce outside.</li><li><strong>After the last frost:</strong> plant out tomatoes, beans, squash and basil.</li><li><strong>Ten weeks before the first fall frost:</strong> the last sowing of bush beans and carrots.</li></ul>',
        'beige',
      ),
    ],
  ),
  page('privacy', 'Privacy policy', 'How Trellis collects, uses and protects your information.', [
    headline('Privacy policy', 'Last updated 1 November 2026'),
    anchor('what-we-collect', 'What we collect'),
    body(
      '<h2>What we collect</h2><p>Your name, e-mail address and time zone when you create an account; the details and photos of your garden that you share with a designer; and your orders. Card details are handled by our payment provider and never stored by us.</p>',
    ),
    anchor('how-we-use-it', 'How we use it'),
    body(
      '<h2>How we use it</h2><p>To run your account, plan your garden with you, send the e-mails you asked for and improve the service. We never sell your information.</p><p>Questions? Write to <a href="mailto:privacy@trellis.test">privacy@trellis.test</a>. Jump back to <a href="#what-we-collect">what we collect</a>.</p>',
    ),
  ]),
  page(
    'terms',
    'Terms of service',
    'The terms of using Trellis and buying design and coaching sessions.',
    [
      headline('Terms of service', 'Last updated 1 November 2026'),
      anchor('sessions', 'Sessions'),
      body(
        '<h2>Sessions</h2><p>Design and coaching sessions are booked for a time you choose. You can move a session up to 48 hours before it starts. A missed session is not refunded.</p>',
      ),
      anchor('designs', 'Designs'),
      body(
        '<h2>Designs</h2><p>The garden plan your designer makes is yours to use for your own garden. Please do not resell it. See also our <a href="/privacy">privacy policy</a>.</p>',
      ),
    ],
  ),
  ...blogPosts,
];

import type { PageSectionWire } from '#src/lib/api/types.ts';
import { atAGlanceSections } from '#src/demo/sections/at-a-glance.ts';
import { blockQuoteSections } from '#src/demo/sections/block-quote.ts';
import { calloutSections } from '#src/demo/sections/callout.ts';
import { descriptionCardsSections } from '#src/demo/sections/description-cards.ts';
import { designerInquirySections } from '#src/demo/sections/designer-inquiry.ts';
import { designHeroSections } from '#src/demo/sections/design-hero.ts';
import { designTestimonialsSections } from '#src/demo/sections/design-testimonials.ts';
import { embedSections } from '#src/demo/sections/embed.ts';
import { frostCalculatorSections } from '#src/demo/sections/frost-calculator.ts';
import { gardenCalloutSections } from '#src/demo/sections/garden-callout.ts';
import { gardenCardSections } from '#src/demo/sections/garden-card.ts';
import { gardenDesignSections } from '#src/demo/sections/garden-design.ts';
import { gardenGallerySections } from '#src/demo/sections/garden-gallery.ts';
import { latestPodcastsSections } from '#src/demo/sections/latest-podcasts.ts';
import { multipleImageSections } from '#src/demo/sections/multiple-image.ts';
import { optInFormSections } from '#src/demo/sections/opt-in-form.ts';
import { podcastsSections } from '#src/demo/sections/podcasts.ts';
import { quizSections } from '#src/demo/sections/quiz.ts';
import { reusableSections } from '#src/demo/sections/reusable.ts';
import { shareSections } from '#src/demo/sections/share.ts';
import { shopProductGridSections } from '#src/demo/sections/shop-product-grid.ts';
import { shopProductSections } from '#src/demo/sections/shop-product.ts';
import { stepsSections } from '#src/demo/sections/steps.ts';
import { videoSections } from '#src/demo/sections/video.ts';
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

/** A published demo page of the default layout. */
export const page = (
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

const quizAgain = body(
  '<p>Not quite you? <a href="/quiz">Take the quiz again</a>, or see every first step in <a href="/resources">Start here</a>.</p>',
  'beige',
);

/** The quiz and the four pages its results lead to (the slugs of src/demo/quizzes.ts). */
export const quizPages: SeedPage[] = [
  page(
    'quiz',
    'What kind of gardener are you?',
    'Eight quick questions about your space, your time and your cooking, and the kitchen garden that fits you.',
    [
      headline(
        'What kind of gardener are you?',
        'Herb gardener, salad gardener, official kitchen gardener or kitchen garden pro: find out in two minutes.',
        'beige',
      ),
      from(quizSections, 0),
      body(
        '<p>At the end, create a free account (or log in) to see your result: your answers are kept while you do. Already know your type? Jump to the <a href="/quiz-results-herb-gardener">herb gardener</a>, <a href="/quiz-results-salad-gardener">salad gardener</a>, <a href="/quiz-results-official-kitchen-gardener">official kitchen gardener</a> or <a href="/quiz-results-kitchen-garden-pro">kitchen garden pro</a> pages.</p>',
      ),
    ],
  ),
  page(
    'quiz-results-herb-gardener',
    'You are a herb gardener',
    'Big flavour from a small space: the herbs to start with, the pots to use and how to keep picking all summer.',
    [
      headline(
        'You are a herb gardener',
        'Big flavour from a windowsill, a doorstep or a few pots by the kitchen door.',
        'beige',
      ),
      from(atAGlanceSections, 0, {
        title: 'At a glance: your herb garden',
        body: '<ul><li><strong>Space:</strong> a sill, step or ledge with six hours of sun</li><li><strong>Start with:</strong> basil, chives, flat-leaf parsley, thyme, and mint in a pot of its own</li><li><strong>Time:</strong> ten minutes, twice a week</li><li><strong>Your first herb:</strong> basil, from a young plant, in a 20 cm pot</li></ul>',
      }),
      body(
        '<h2>Why herbs first</h2><p>Gram for gram, fresh herbs are the dearest thing in the greengrocer and among the easiest things to grow. A few pots by the kitchen turn every dinner into something you grew, and teach you the habits every bigger garden needs: watering by feel, picking often and reading the weather.</p><h2>Getting it right</h2><ul><li><strong>Pots with drainage holes,</strong> at least 15–20 cm across, filled with peat-free compost; add a handful of grit for thyme, rosemary and sage.</li><li><strong>Water by feel:</strong> when the top 2 cm is dry. Thyme and rosemary like to dry out between waterings; basil and parsley do not.</li><li><strong>Pick little and often:</strong> pinch basil just above a pair of leaves and it branches; let it flower and it stops.</li><li><strong>Mint on its own:</strong> it takes over any pot it shares.</li></ul>',
      ),
      from(stepsSections, 0, {
        headline: 'Your herb garden in three steps',
        steps: [
          {
            headline: 'Find the sunniest spot',
            body: '<p>A south- or west-facing sill or step, as close to the kitchen as you can get it.</p>',
          },
          {
            headline: 'Start with young plants',
            body: '<p>Buy basil, parsley and thyme as plants after your last frost; sow chives and parsley from seed once you have the knack.</p>',
          },
          {
            headline: 'Pick from week two',
            body: '<p>Regular picking keeps the plants bushy. Feed basil with a liquid seaweed feed every two weeks in summer.</p>',
          },
        ],
        buttons: [
          { id: 1, buttonText: 'Find my frost dates', link: '/frost-dates', isOptInForm: false },
        ],
      }),
      from(calloutSections, 0, {
        headline: 'Ready for more than a windowsill?',
        body: '<p>A herb spiral fits a dozen herbs into a circle 1.5 m across: dry and sunny at the top for thyme and rosemary, damp at the foot for parsley and chives.</p>',
        image: '/api/media/herb-spiral.svg',
        buttons: [
          { id: 1, buttonText: 'Talk to a garden designer', link: '/design', isOptInForm: false },
        ],
      }),
      quizAgain,
    ],
  ),
  page(
    'quiz-results-salad-gardener',
    'You are a salad gardener',
    'Fresh leaves every week from a balcony, a patio or one small bed: what to sow, when, and how to keep it coming.',
    [
      headline(
        'You are a salad gardener',
        'Fresh leaves every week from a balcony, a patio or one small bed.',
        'beige',
      ),
      from(atAGlanceSections, 0, {
        title: 'At a glance: your salad garden',
        body: '<ul><li><strong>Space:</strong> a balcony, a patio or one bed about 1.2 × 1.2 m</li><li><strong>Start with:</strong> cut-and-come-again lettuce, rocket, spinach, radishes and spring onions</li><li><strong>Time:</strong> one or two hours a week</li><li><strong>Your first herb:</strong> flat-leaf parsley, sown among the salad</li></ul>',
      }),
      body(
        '<h2>Little and often</h2><p>The secret of a salad garden is succession. Sow a short row, or one 30 cm trough, every two weeks from early spring, and you pick every week instead of drowning in lettuce in June and having none in July.</p><ul><li><strong>Troughs at least 20 cm deep</strong> are enough for leaves and radishes; give them the sunniest spot in spring and a little shade in midsummer.</li><li><strong>Sow thinly,</strong> 1 cm deep, and keep the compost moist until the seedlings are up.</li><li><strong>Pick the outer leaves</strong> and leave the heart: one sowing of loose-leaf lettuce gives for six weeks or more.</li><li><strong>Lettuce bolts in the heat:</strong> in July and August sow in the shade of taller plants, or switch to chard and New Zealand spinach.</li></ul>',
      ),
      from(stepsSections, 0, {
        headline: 'Your salad year',
        steps: [
          {
            headline: 'Early spring',
            body: '<p>Sow rocket, radishes and pea shoots under cover, four weeks before your last frost.</p>',
          },
          {
            headline: 'Every two weeks',
            body: '<p>Sow a fresh trough of lettuce, spinach or spring onions, so a new batch is always coming on.</p>',
          },
          {
            headline: 'Late summer',
            body: '<p>Sow the winter leaves: mizuna, lamb’s lettuce, land cress and chard pick right through the cold months.</p>',
          },
        ],
        buttons: [
          { id: 1, buttonText: 'Find my frost dates', link: '/frost-dates', isOptInForm: false },
        ],
      }),
      from(calloutSections, 1),
      quizAgain,
    ],
  ),
  page(
    'quiz-results-official-kitchen-gardener',
    'You are an official kitchen gardener',
    'Beds, paths and a harvest from spring to the first frost: how to plan a back-yard kitchen garden that keeps you cooking.',
    [
      headline(
        'You are an official kitchen gardener',
        'Beds, paths and a harvest that runs from the first radishes to the first frost.',
        'beige',
      ),
      from(atAGlanceSections, 0, {
        title: 'At a glance: your kitchen garden',
        body: '<ul><li><strong>Space:</strong> a back yard with room for two to four raised beds</li><li><strong>Grow:</strong> tomatoes, climbing beans, courgettes, salads, chard and herbs</li><li><strong>Time:</strong> three to five hours a week in season</li><li><strong>Your first herb:</strong> thyme, a perennial for the sunny corner of a bed</li></ul>',
      }),
      body(
        '<h2>Plan before you plant</h2><p>At this size, the plan is the garden. An hour with paper in winter saves a summer of crowded beds and a glut of one thing.</p><ul><li><strong>Beds no wider than 1.2 m,</strong> so you reach the middle without stepping on the soil, with paths at least 45 cm wide.</li><li><strong>Rotate four groups</strong> round the beds each year: legumes, brassicas, roots and the fruiting crops (tomatoes, squash, beans).</li><li><strong>Start seeds indoors</strong> six to eight weeks before your last frost: tomatoes, peppers and basil on a sunny windowsill.</li><li><strong>Mulch after planting</strong> with compost or straw: less watering, fewer weeds.</li><li><strong>Grow what you cook,</strong> and have a plan for the surplus: pickle, freeze and bake.</li></ul>',
      ),
      from(stepsSections, 1),
      from(shopProductGridSections, 0, {}, { BackgroundColor: { color: 'white' } }),
      from(calloutSections, 3, {
        headline: 'Want a plan drawn for your yard?',
        body: '<p>One of our designers walks your garden with you on a video call and sends a to-scale planting plan, a materials list and a sowing schedule for your frost dates.</p>',
      }),
      quizAgain,
    ],
  ),
  page(
    'quiz-results-kitchen-garden-pro',
    'You are a kitchen garden pro',
    'A working plot that feeds the household all year: season extension, soil building, seed saving and a harvest plan.',
    [
      headline(
        'You are a kitchen garden pro',
        'A working plot that feeds the household all year, and a plan to keep it that way.',
        'beige',
      ),
      from(atAGlanceSections, 0, {
        title: 'At a glance: your plot',
        body: '<ul><li><strong>Space:</strong> a big plot, an allotment or land to spare</li><li><strong>Focus:</strong> year-round harvests, soil building and saving your own seed</li><li><strong>Time:</strong> as much as it takes, and you like it that way</li><li><strong>Your first herb:</strong> a whole herb spiral: thyme, sage and rosemary at the top, chives and parsley at the foot</li></ul>',
      }),
      body(
        '<h2>From abundance to a plan</h2><p>You already grow more than most. The next step is growing exactly what the kitchen needs, week by week, all year.</p><ul><li><strong>Keep a harvest log:</strong> what you picked, when, and what went to waste. Next winter’s seed order writes itself.</li><li><strong>Extend the season</strong> with cold frames, fleece or a polytunnel; sow winter brassicas in June and overwinter garlic and broad beans.</li><li><strong>Build soil, not just beds:</strong> a three-bay compost system, green manures over winter and no-dig beds.</li><li><strong>Save seed</strong> from open-pollinated beans, peas and tomatoes; swap the surplus with neighbours.</li><li><strong>Two courgette plants, not six.</strong></li></ul>',
      ),
      from(stepsSections, 0, {
        headline: 'Your year on the plot',
        steps: [
          {
            headline: 'Winter',
            body: '<p>Review the harvest log, plan the rotation and order seed.</p>',
          },
          {
            headline: 'Spring',
            body: '<p>Sow under lights or in the greenhouse, and direct-sow as soon as the soil warms.</p>',
          },
          {
            headline: 'Summer',
            body: '<p>Succession-sow every fortnight, preserve the gluts and sow the winter crops.</p>',
          },
          {
            headline: 'Autumn',
            body: '<p>Plant garlic, sow green manures on empty beds and fill the compost bays.</p>',
          },
        ],
        buttons: [
          { id: 1, buttonText: 'Find my frost dates', link: '/frost-dates', isOptInForm: false },
        ],
      }),
      from(blockQuoteSections, 0, {
        quote:
          'Feed the soil, not the plant. A bed that gets two inches of compost every spring never needs digging.',
      }),
      from(calloutSections, 3, {
        headline: 'Redesigning a big plot?',
        body: '<p>A designer can help you rethink the layout for paths, water and a rotation that works, on a video call from your own plot.</p>',
      }),
      quizAgain,
    ],
  ),
];

export const contentPages: SeedPage[] = [
  // The garden-design landing: how it works and the design packages, bought through the checkout.
  page(
    'design-your-garden',
    'Design your garden',
    'A planting plan drawn for your space by a Trellis designer: how it works and what it costs.',
    [
      from(designHeroSections, 0),
      from(gardenDesignSections, 0),
      from(designTestimonialsSections, 0),
    ],
  ),
  page('blog', 'Blog', 'Seasonal advice, garden plans and episodes of the Trellis podcast.', [
    headline('The Trellis blog', 'Seasonal advice from our designers and gardeners.'),
    {
      type: 'card-grid',
      content: { headline: 'Latest posts', type: 'Feed', cardType: 'post', numberOfCards: 9 },
      options: {},
    },
    // Every episode, newest first: a 'latest' list above it would show the newest three twice.
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
      from(latestPodcastsSections, 2),
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
  ...quizPages,
  ...blogPosts,
];

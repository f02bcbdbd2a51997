import type { CtaButtonWire, PageSectionWire, PageWire } from '#src/lib/api/types.ts';
import { demoSections } from '#src/demo/sections/index.ts';
import { gardenGallerySections } from '#src/demo/sections/garden-gallery.ts';
import { regionMapSections } from '#src/demo/sections/region-map.ts';
import { contentPages } from './contentPages.ts';
import { directoryPages } from './directoryPages.ts';

/** A page as the seed writes it: the wire shape without ids. */
export type SeedSection = Omit<PageSectionWire, 'id'>;
export type SeedPage = Omit<PageWire, 'id' | 'page_sections'> & { page_sections: SeedSection[] };

const green = '#2f5d3a';
const white = '#ffffff';

function linkButton(id: number, buttonText: string, link: string, primary = true): CtaButtonWire {
  return {
    id,
    buttonText,
    link,
    fontColor: primary ? white : green,
    borderColor: green,
    backgroundColor: primary ? green : white,
    isOptInForm: false,
    optInFormTag: '',
    listId: '',
  };
}

function optInButton(id: number, buttonText: string, optInFormTag: string): CtaButtonWire {
  return {
    id,
    buttonText,
    link: '',
    fontColor: white,
    borderColor: green,
    backgroundColor: green,
    isOptInForm: true,
    optInFormTag,
    listId: '3',
  };
}

const home: SeedPage = {
  slug: 'home',
  published: true,
  pagelayout: 'default',
  content: {
    title: 'Trellis: grow a kitchen garden you love to cook from',
    description:
      'Planting plans, one-to-one design help and good tools for people who eat what they grow.',
    image: '/api/media/kitchen-garden-hero.svg',
  },
  options: {},
  page_sections: [
    {
      type: 'hero',
      content: {
        headline: 'Grow a kitchen garden you love to cook from',
        subheadline:
          'Planting plans, design help and good tools for people who eat what they grow.',
        body: '<p>From a single raised bed on a city patio to a full potager, our designers help you plan a garden that feeds you from the first radishes of spring to the last kale of autumn.</p>',
        image: '/api/media/kitchen-garden-hero.svg',
        buttons: [
          linkButton(101, 'Design my garden', '/design'),
          linkButton(102, 'See the planting calendar', '#planting-calendar', false),
        ],
        listId: '',
        ac_tag: '',
        time_reveal: 0,
      },
      options: { Layout: { layout: 'default' }, BackgroundColor: { color: 'beige' } },
    },
    {
      type: 'headline',
      content: {
        headline: 'Three steps from lawn to harvest',
        subheadline: 'Most Trellis gardeners pick their first salad within six weeks of planting.',
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'body',
      content: {
        body: [
          '<ol>',
          '<li><strong>Tell us about your space.</strong> Send a few photos, rough measurements and the five crops you most love to eat.</li>',
          '<li><strong>Meet your designer.</strong> A 45-minute video call to walk the garden together and settle on a plan.</li>',
          '<li><strong>Plant with confidence.</strong> You get a to-scale planting plan, a materials list and a sowing schedule for your frost dates.</li>',
          '</ol>',
        ].join(''),
        buttons: [linkButton(103, 'Meet our designers', '/design')],
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'image',
      content: {
        image: '/api/media/raised-beds.svg',
        alt: 'Three cedar raised beds planted with lettuce, kale and marigolds',
        caption: 'Three 4 × 8 ft beds are enough to keep a family of four in salad all summer.',
        maxheight: 520,
        maxheightprop: 'px',
        inline: false,
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'body',
      content: {
        body: [
          '<h2 id="planting-calendar">A planting calendar for your frost dates</h2>',
          '<p>Every sowing date in a kitchen garden hangs on two days of the year: your last spring frost and your first autumn frost. Count back from them and the season plans itself.</p>',
          '<ul>',
          '<li><strong>Six weeks before the last frost:</strong> start tomatoes, peppers and basil indoors.</li>',
          '<li><strong>Four weeks before:</strong> sow peas, spinach, radishes and lettuce straight into the beds.</li>',
          '<li><strong>After the last frost:</strong> plant out tomatoes and squash, and sow beans and cucumbers.</li>',
          '<li><strong>Ten weeks before the first autumn frost:</strong> sow kale, carrots and beetroot for the cold months.</li>',
          '</ul>',
          '<p>Not sure of your dates? Read <a href="/about">how we plan gardens</a> or get the full calendar by e-mail.</p>',
        ].join(''),
        buttons: [optInButton(104, 'E-mail me the planting calendar', 'planting-calendar')],
      },
      options: { BackgroundColor: { color: 'beige' } },
    },
    {
      type: 'faq',
      content: {
        headline: 'Questions we hear every spring',
        faqs: [
          {
            headline: 'How much space do I need?',
            body: '<p>Less than you think. A single 4 × 8 ft raised bed grows salad, herbs and a couple of tomato plants. Start small and add beds once the first one is thriving.</p>',
          },
          {
            headline: 'How much sun does a kitchen garden need?',
            body: '<p>Fruiting crops such as tomatoes, squash and beans want at least six hours of direct sun. Leafy greens and herbs like parsley and mint are happy with four.</p>',
          },
          {
            headline: 'Can a designer plan my garden remotely?',
            body: '<p>Yes. You share photos and measurements, meet your designer on a video call and receive your plan within two weeks of the call.</p>',
          },
          {
            headline: 'What if I have never grown anything before?',
            body: '<p>That is who we design for. Your plan starts with forgiving crops, and your sowing schedule tells you exactly what to do each week.</p>',
          },
        ],
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      // No background option: the band shows its own default, green.
      type: 'cta-band',
      content: {
        headline: 'Ready to plan your garden?',
        subheadline: 'Book a video call with a Trellis designer this week.',
        cta: {
          content: {
            buttons: [
              linkButton(105, 'Book a design call', '/design', false),
              optInButton(106, 'Send me seasonal tips', 'home-cta-band'),
            ],
          },
        },
      },
      options: {},
    },
  ],
};

const about: SeedPage = {
  slug: 'about',
  published: true,
  pagelayout: 'default',
  content: {
    title: 'About Trellis',
    description:
      'We help people grow food at home, beautifully. Meet the team and the idea behind it.',
    image: '/api/media/garden-path.svg',
  },
  options: {},
  page_sections: [
    {
      type: 'hero',
      content: {
        headline: 'It started with one raised bed',
        subheadline: 'Trellis helps people grow food at home, beautifully.',
        body: '<p>Our founder built her first bed from reclaimed fence boards, filled it with the wrong soil and harvested exactly four radishes. The second year went better. Trellis exists so your first year goes like her fifth.</p>',
        image: '/api/media/garden-path.svg',
        buttons: [],
        listId: '',
        ac_tag: '',
      },
      options: { Layout: { layout: 'default' }, BackgroundColor: { color: 'green' } },
    },
    {
      type: 'body',
      content: {
        body: [
          '<p>Today Trellis is a small team of garden designers, horticulturists and cooks spread across North America. We have planned more than two thousand kitchen gardens, from balcony herb boxes in Chicago to half-acre potagers in Oregon.</p>',
          '<p>Every plan we draw follows the same idea: a garden near the kitchen door, planted with food you actually cook, laid out so that it is a pleasure to walk through on a July evening.</p>',
        ].join(''),
        buttons: [],
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'image',
      content: {
        image: '/api/media/potager-plan.svg',
        alt: 'Plan of a potager with four square beds around a central herb circle',
        caption:
          'A Trellis potager plan: four beds, a herb circle and paths wide enough for a wheelbarrow.',
        maxheight: 60,
        maxheightprop: 'vh',
        inline: true,
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'headline',
      content: {
        headline: 'What we believe',
        subheadline: 'Four ideas behind every plan we draw.',
      },
      options: { BackgroundColor: { color: 'beige' } },
    },
    {
      type: 'body',
      content: {
        body: [
          '<ul>',
          '<li><strong>Close to the kitchen.</strong> A garden you pass every day is a garden you tend.</li>',
          '<li><strong>Grow what you eat.</strong> Five crops you love beat twenty you feel you ought to grow.</li>',
          '<li><strong>Beautiful is productive.</strong> Flowers bring pollinators; paths bring you.</li>',
          '<li><strong>Soil first.</strong> Feed the soil with compost and it feeds you back.</li>',
          '</ul>',
        ].join(''),
        buttons: [linkButton(201, 'See our gardens', '/inspiration')],
      },
      options: { BackgroundColor: { color: 'beige' } },
    },
    {
      type: 'faq',
      content: {
        headline: 'About Trellis',
        faqs: [
          {
            headline: 'Who are the designers?',
            body: '<p>Professional garden designers and horticulturists, each with years of experience growing food. Every one of them keeps a kitchen garden of their own.</p>',
          },
          {
            headline: 'Where do you work?',
            body: '<p>Anywhere in the United States and Canada. Design calls happen by video, and plans are drawn for your climate and frost dates.</p>',
          },
          {
            headline: 'Do you sell seeds and tools?',
            body: '<p>Yes, a small range we use ourselves: raised bed kits, heirloom seeds, hand tools and our book, <em>The Kitchen Garden</em>.</p>',
          },
        ],
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'cta-band',
      content: {
        headline: 'Come grow with us',
        subheadline: 'Questions, ideas or a garden to show us? We would love to hear from you.',
        cta: {
          content: {
            buttons: [
              linkButton(202, 'Meet our designers', '/design'),
              linkButton(203, 'Contact us', '/contact', false),
            ],
          },
        },
      },
      options: { BackgroundColor: { color: 'pink' } },
    },
  ],
};

const inspiration: SeedPage = {
  slug: 'inspiration',
  published: true,
  pagelayout: 'default',
  content: {
    title: 'Inspiration',
    description:
      'Real kitchen gardens from the Trellis community: harvests, herb spirals and first beds.',
    image: '/api/media/tomato-harvest.svg',
  },
  options: {},
  page_sections: [
    {
      type: 'headline',
      content: {
        headline: 'Inspiration',
        subheadline: 'Real kitchen gardens from the Trellis community.',
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'image',
      content: {
        image: '/api/media/tomato-harvest.svg',
        alt: 'A basket of red and yellow cherry tomatoes with a sprig of basil',
        caption: "Sungold and Black Cherry tomatoes from Priya's two-bed garden in late July.",
        maxheight: 640,
        maxheightprop: 'px',
        inline: false,
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'body',
      content: {
        body: '<p>Priya grows six tomato plants in two raised beds on a suburban driveway. Her secret is boring and brilliant: deep watering twice a week, a thick straw mulch and a plan that put the tallest plants on the north side so nothing goes without sun.</p>',
        buttons: [],
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'image',
      content: {
        image: '/api/media/herb-spiral.svg',
        alt: 'A stone herb spiral planted with thyme, sage, parsley and chives',
        caption: 'A herb spiral fits a dozen herbs into a circle six feet across.',
        maxheight: 420,
        maxheightprop: 'px',
        inline: true,
      },
      options: { BackgroundColor: { color: 'beige' } },
    },
    {
      type: 'body',
      content: {
        body: '<p>Dry, sunny stones at the top suit rosemary and thyme; the damp, shaded foot of the spiral keeps mint and parsley lush. Jonah built this one in a weekend from leftover fieldstone.</p>',
        buttons: [],
      },
      options: { BackgroundColor: { color: 'beige' } },
    },
    {
      type: 'image',
      content: {
        image: '/api/media/seedlings.svg',
        alt: 'Trays of young seedlings under a sunny window',
        caption:
          'March on the windowsill: tomatoes, peppers and basil, six weeks before the last frost.',
        maxheight: 50,
        maxheightprop: '%',
        inline: false,
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'hero',
      content: {
        headline: 'A garden to admire, every Sunday',
        subheadline: 'One kitchen garden from our community, with the plan behind it.',
        body: '<p>A short letter each week. No spam, and you can unsubscribe in one click.</p>',
        image: '/api/media/kitchen-garden-hero.svg',
        buttons: [],
        listId: '3',
        ac_tag: 'inspiration-letter',
      },
      options: { Layout: { layout: 'opt-in' }, BackgroundColor: { color: 'pink' } },
    },
    // The community's gardens: a gallery of the editors' picks and one of the latest submissions.
    gardenGallerySections[0]!,
    gardenGallerySections[gardenGallerySections.length - 1]!,
    {
      type: 'cta-band',
      content: {
        headline: 'Want a garden like these?',
        subheadline: 'Our designers plan it with you, for your space and your frost dates.',
        cta: { content: { buttons: [linkButton(301, 'Design my garden', '/design', false)] } },
      },
      options: { BackgroundColor: { color: 'green' } },
    },
  ],
};

/** Unpublished: only an admin sees it, with the draft notice. */
const springPlantingGuide: SeedPage = {
  slug: 'spring-planting-guide',
  published: false,
  pagelayout: 'default',
  content: {
    title: 'The spring planting guide (draft)',
    description: 'What to sow, week by week, from six weeks before your last frost.',
    image: '/api/media/seedlings.svg',
  },
  options: {},
  page_sections: [
    {
      type: 'hero',
      content: {
        headline: 'The spring planting guide',
        subheadline: 'What to sow, week by week, from six weeks before your last frost.',
        body: '<p>A draft for the March newsletter. Dates assume a last frost in mid-April; shift every week by your own date.</p>',
        image: '/api/media/seedlings.svg',
        buttons: [],
        listId: '',
        ac_tag: '',
      },
      options: { Layout: { layout: 'default' }, BackgroundColor: { color: 'beige' } },
    },
    {
      type: 'body',
      content: {
        body: [
          '<h2>Week by week</h2>',
          '<p><strong>Early March:</strong> start onions, leeks and celery indoors.</p>',
          '<p><strong>Mid March:</strong> sow tomatoes, peppers and aubergines on a warm windowsill.</p>',
          '<p><strong>Late March:</strong> peas and broad beans go straight into the beds.</p>',
          '<p><strong>Early April:</strong> radishes, spinach, lettuce and the first carrots.</p>',
          '<p><strong>Late April:</strong> harden off the tomatoes: an hour outside on day one, all day by day ten.</p>',
        ].join(''),
        buttons: [],
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'faq',
      content: {
        headline: 'Spring questions',
        faqs: [
          {
            headline: 'My seedlings are tall and floppy. What went wrong?',
            body: '<p>They are reaching for light. Move them closer to the window or under a lamp, and brush your hand over them daily to make the stems sturdier.</p>',
          },
          {
            headline: 'Is it too late to start tomatoes from seed?',
            body: '<p>Not until about four weeks before your last frost. After that, buy young plants from a local nursery.</p>',
          },
        ],
      },
      options: { BackgroundColor: { color: 'white' } },
    },
    {
      type: 'cta-band',
      content: {
        headline: 'Get the guide in your inbox',
        subheadline: 'The full calendar, adjusted to your frost dates.',
        cta: { content: { buttons: [optInButton(401, 'Send me the guide', 'spring-guide')] } },
      },
      options: {},
    },
  ],
};

/** The demo content pages, written once into an empty database. */
export const seedPages: readonly SeedPage[] = [
  home,
  about,
  inspiration,
  springPlantingGuide,
  ...contentPages,
  ...directoryPages,
];

/**
 * The CMS part of /kitchen-sink. The site shows every registered type's built-in demo content without
 * any CMS page; sections an editor puts on a page with this slug follow, so a team can try its own
 * compositions next to the demos. Refreshed on every start.
 */
export const kitchenSinkPage: SeedPage = {
  slug: 'kitchen-sink',
  published: true,
  pagelayout: 'default',
  content: {
    title: 'Kitchen sink',
    description: 'Sections the editors composed, shown after the built-in demos.',
  },
  options: {},
  page_sections: [
    {
      type: 'headline',
      content: {
        headline: 'Composed in the CMS',
        subheadline:
          'These sections come from the page “kitchen-sink”, not from the built-in demos.',
      },
      options: { BackgroundColor: { color: 'beige' } },
    },
    {
      type: 'body',
      content: {
        body: '<p>Add sections to the CMS page with the slug <code>kitchen-sink</code> to see them here, after every built-in demo, exactly as a page would show them.</p>',
      },
      options: {},
    },
  ],
};

/**
 * The bench's long page, a fixed set: a hero, then one section of each of the 26 content types there
 * were when its budget was set (the engagement, directory and commerce sections are measured on pages
 * of their own). Fixed, not "every type": a new type must not move the page's byte budget — it is
 * checked by its own chunk's budget (docs/performance.md).
 */
export const benchLongPageTypes = [
  'hero',
  'anchor',
  'at-a-glance',
  'block-quote',
  'body',
  'booking',
  'callout',
  'cta-band',
  'description-cards',
  'design-hero',
  'design-testimonials',
  'embed',
  'faq',
  'garden-callout',
  'garden-card',
  'garden-gallery',
  'headline',
  'image',
  'latest-podcasts',
  'multiple-image',
  'podcasts',
  'reusable',
  'share',
  'shop-product',
  'shop-product-grid',
  'steps',
  'video',
] as const;

/** The first demo section of each type, in `types`' order; a type with no demo is an error. */
function firstOfEachType<T extends { type: string }>(
  sections: readonly T[],
  types: readonly string[],
): T[] {
  return types.map((type) => {
    const section = sections.find((candidate) => candidate.type === type);
    if (!section) throw new Error(`No demo section of type ${type} for the bench's long page`);
    return section;
  });
}

/**
 * A page of `count` sections for the render benchmark (npm run bench): the home page's sections
 * repeated in order, none held back by `time_reveal`, so every one is server-rendered.
 */
function repeatedHomePage(slug: string, title: string, count: number): SeedPage {
  return {
    slug,
    published: true,
    pagelayout: 'default',
    content: { title, description: `A page of ${count} sections for the render benchmark.` },
    options: {},
    page_sections: Array.from({ length: count }, (_, index) => {
      const section = home.page_sections[index % home.page_sections.length]!;
      const round = Math.floor(index / home.page_sections.length);
      const content: SeedSection['content'] = { ...section.content, time_reveal: 0 };
      // Ids in a body's HTML get the round's number after the first round: ids must be unique on a page.
      if (round > 0 && typeof content.body === 'string') {
        content.body = content.body.replace(/ id="([^"]+)"/g, ` id="$1-${round + 1}"`);
      }
      return { ...section, content };
    }),
  };
}

/** Pages for the end-to-end tests and the bench (API_SEED_E2E=1). Refreshed on every start. */
export const e2ePages: readonly SeedPage[] = [
  {
    slug: 'e2e/resilience',
    published: true,
    pagelayout: 'default',
    content: {
      title: 'Resilience check',
      description: 'Broken sections must not break the page.',
    },
    options: {},
    page_sections: [
      {
        type: 'headline',
        content: {
          headline: 'Resilience check',
          subheadline: 'The sections around the broken ones still render.',
        },
        options: { BackgroundColor: { color: 'white' } },
      },
      {
        type: 'no-such-section',
        content: { headline: 'A section type the site does not know' },
        options: {},
      },
      {
        type: 'faq',
        // Broken on purpose: faqs must be a list.
        content: { headline: 'Broken questions', faqs: 'not a list of questions' },
        options: {},
      },
      {
        type: 'body',
        content: { body: '<p>The body after the broken sections renders.</p>', buttons: [] },
        options: { BackgroundColor: { color: 'beige' } },
      },
      {
        type: 'image',
        content: {
          image: '/api/media/garden-path.svg',
          alt: 'A gravel path between raised beds',
          caption: 'The image after the broken sections renders.',
          maxheight: null,
          maxheightprop: 'px',
          inline: false,
        },
        options: { BackgroundColor: { color: 'white' } },
      },
    ],
  },
  {
    slug: 'e2e/time-reveal',
    published: true,
    pagelayout: 'default',
    content: { title: 'Time reveal check', description: 'A section held back for two minutes.' },
    options: {},
    page_sections: [
      {
        type: 'headline',
        content: { headline: 'Shown at once', subheadline: '', time_reveal: 0 },
        options: { BackgroundColor: { color: 'white' } },
      },
      {
        type: 'headline',
        content: { headline: 'Revealed after two minutes', subheadline: '', time_reveal: 2 },
        options: { BackgroundColor: { color: 'beige' } },
      },
    ],
  },
  {
    // The bench's long page (npm run bench): `benchLongPageTypes`, as a landing page opens.
    slug: 'e2e/twenty-six-sections',
    published: true,
    pagelayout: 'default',
    content: {
      title: 'Twenty-six sections',
      description: 'A long page with 26 content section types, for the page-delivery bench.',
    },
    options: {},
    page_sections: firstOfEachType(demoSections, benchLongPageTypes).map((section, index) => ({
      ...section,
      id: 2600 + index,
      content: { ...section.content, time_reveal: 0 },
    })),
  },
  {
    // The map of regions on a short page of its own, for its keyboard journey: two maps, on a light
    // and a dark background, so Tab leaving one lands in the next.
    slug: 'e2e/region-map',
    published: true,
    pagelayout: 'default',
    content: { title: 'Region map check', description: 'The US map of regions, twice.' },
    options: {},
    page_sections: [regionMapSections[0]!, regionMapSections[2]!].map((section) => ({
      ...section,
      content: { ...section.content, time_reveal: 0 },
    })),
  },
  // The render-scaling pages of the bench (npm run bench): the home page's sections repeated.
  repeatedHomePage('e2e/ten-sections', 'Ten sections', 10),
  repeatedHomePage('e2e/fifty-sections', 'Fifty sections', 50),
  repeatedHomePage('e2e/two-hundred-sections', 'Two hundred sections', 200),
  repeatedHomePage('e2e/thousand-sections', 'A thousand sections', 1000),
];

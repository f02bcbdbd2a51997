import type { CourseWire } from '#src/lib/api/types.ts';
import type { SeedPage, SeedSection } from '#src/demo/pages.ts';

/** Post tags (ids in this order in a fresh database). */
export const seedTags = [
  'Beginner',
  'Raised beds',
  'Tomatoes',
  'Herbs',
  'Soil',
  'Seed starting',
  'Pests',
  'Watering',
  'Small spaces',
  'Harvest',
  'Planning',
  'Fruit',
  'Fall garden',
] as const;
export type TagName = (typeof seedTags)[number];

/** Post topics (ids in this order in a fresh database). */
export const seedTopics = [
  'Getting started',
  'Garden design',
  'Growing guides',
  'Soil and compost',
  'Seasonal tasks',
  'Kitchen and harvest',
  'Pests and problems',
  'Podcast',
] as const;
export type TopicName = (typeof seedTopics)[number];

const media = (file: string) => `/api/media/${file}`;

export interface SeedPost {
  /** Fixed id: the position in seedPosts, from 1. */
  id: number;
  slug: string;
  title: string;
  image: string;
  /** Alt text of the image on the post's page. */
  alt: string;
  headline: string;
  subheadline: string;
  description: string;
  type: 'post' | 'video' | 'podcast';
  topics: TopicName[];
  tags: TagName[];
  published_on: string;
  /**
   * The body of the post's page as HTML, or null for the three blog posts whose pages already exist
   * (src/demo/contentPages.ts).
   */
  body: string | null;
  /** A YouTube address for video posts (a `video` section on the page). */
  video?: string;
}

let nextPostId = 1;
type PostFields = Omit<SeedPost, 'id' | 'body'> & { body: string[] | null };
const post = ({ body, ...fields }: PostFields): SeedPost => ({
  id: nextPostId++,
  ...fields,
  body: body ? body.join('') : null,
});
const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;

/** The posts, oldest ids first; cards list them newest `published_on` first. */
export const seedPosts: readonly SeedPost[] = [
  post({
    slug: 'blog/raised-bed-soil-recipe',
    title: 'The raised bed soil recipe we give every new gardener',
    image: media('raised-beds.svg'),
    alt: 'Raised beds of vegetables',
    headline: 'The raised bed soil recipe we give every new gardener',
    subheadline: 'Fill it once, feed it every spring, and never buy bagged "garden soil" again.',
    description:
      'Sixty percent topsoil, thirty compost, ten aeration: how to fill a raised bed once and feed it for years.',
    type: 'post',
    topics: ['Soil and compost', 'Getting started'],
    tags: ['Raised beds', 'Soil', 'Beginner'],
    published_on: '2026-02-12',
    body: null,
  }),
  post({
    slug: 'blog/tomatoes-in-containers',
    title: 'Growing tomatoes in containers',
    image: media('tomato-harvest.svg'),
    alt: 'A basket of ripe tomatoes',
    headline: 'Growing tomatoes in containers',
    subheadline: 'A balcony can grow forty pounds of tomatoes.',
    description:
      'Pick a compact variety, a pot of at least 15 gallons and a watering routine you can keep.',
    type: 'video',
    topics: ['Growing guides'],
    tags: ['Tomatoes', 'Small spaces'],
    published_on: '2026-04-09',
    body: null,
  }),
  post({
    slug: 'blog/planning-a-potager',
    title: 'Planning a potager: the French kitchen garden',
    image: media('potager-plan.svg'),
    alt: 'Plan of a potager with four beds around a herb circle',
    headline: 'Planning a potager: the French kitchen garden',
    subheadline: 'Geometry, edges and flowers among the vegetables.',
    description:
      'Geometry, edges and flowers among the vegetables: a potager is a kitchen garden you want to look at.',
    type: 'post',
    topics: ['Garden design'],
    tags: ['Planning'],
    published_on: '2026-01-22',
    body: null,
  }),
  post({
    slug: 'blog/first-kitchen-garden-checklist',
    title: 'Your first kitchen garden: a ten-step checklist',
    image: media('kitchen-garden-hero.svg'),
    alt: 'A kitchen garden with raised beds and a path',
    headline: 'Your first kitchen garden: a ten-step checklist',
    subheadline: 'From finding the sun to your first harvest, in the order that matters.',
    description:
      'Sun, water, soil, then plants: the ten things to sort out, in order, before your first kitchen garden goes in.',
    type: 'post',
    topics: ['Getting started'],
    tags: ['Beginner', 'Planning'],
    published_on: '2025-09-04',
    body: [
      p(
        'Most first gardens fail for reasons decided before a single seed goes in. Work through this list in order and the hard part is done before planting day.',
      ),
      h2('Sun and water first'),
      p(
        'Watch the space for a day: vegetables want six hours of direct sun, leafy greens and herbs can do with four. Then find the nearest tap. A garden more than a hose length away from water is a garden that goes thirsty in July.',
      ),
      h2('Then soil'),
      p(
        'Dig a test hole or get a soil test. Heavy clay, builder’s rubble or a history of lead paint all point to raised beds filled with a good mix.',
      ),
      h2('Plants last'),
      p(
        'Start with five crops you love to eat. Grow them well this year and add five more next year.',
      ),
    ],
  }),
  post({
    slug: 'blog/herb-spiral-how-to',
    title: 'How to build a herb spiral in a weekend',
    image: media('herb-spiral.svg'),
    alt: 'A stone herb spiral planted with thyme, sage and parsley',
    headline: 'How to build a herb spiral in a weekend',
    subheadline: 'A dozen herbs in a circle five feet across.',
    description:
      'Stones, rubble and a barrow of soil make a spiral that is dry at the top for rosemary and damp at the foot for mint.',
    type: 'post',
    topics: ['Garden design', 'Growing guides'],
    tags: ['Herbs', 'Small spaces'],
    published_on: '2025-09-25',
    body: [
      p(
        'A herb spiral packs a dozen herbs into a circle about five feet across, and gives each the conditions it likes: sharp drainage at the top, moisture at the bottom.',
      ),
      h2('Materials'),
      p(
        'About half a ton of flat stones or bricks, a barrow of rubble for the core and two barrows of soil mixed with grit.',
      ),
      h2('Building it'),
      p(
        'Mark a circle, pile rubble in the middle, then lay the stone wall in a rising spiral, filling behind it with soil as you go. Stop at about three feet high.',
      ),
      h2('Planting'),
      p(
        'Rosemary, thyme and sage at the top; oregano and chives in the middle; parsley, coriander and mint at the foot, where water collects.',
      ),
    ],
  }),
  post({
    slug: 'blog/succession-sowing-calendar',
    title: 'Succession sowing: a harvest every week',
    image: media('seedlings.svg'),
    alt: 'Trays of seedlings at different stages',
    headline: 'Succession sowing: a harvest every week',
    subheadline: 'Little and often beats a glut and a gap.',
    description:
      'Sow salads, radishes and beans every two weeks and the garden never floods you with one crop and then leaves you with nothing.',
    type: 'post',
    topics: ['Growing guides', 'Seasonal tasks'],
    tags: ['Seed starting', 'Planning', 'Harvest'],
    published_on: '2025-10-16',
    body: [
      p(
        'Sow a whole packet of lettuce in April and you will eat lettuce every night for three weeks in June, then none for the rest of the summer. Succession sowing fixes that.',
      ),
      h2('What to sow little and often'),
      p(
        'Lettuce, radishes, spring onions, rocket, beetroot, bush beans and coriander: fast crops that are best eaten young.',
      ),
      h2('The rhythm'),
      p(
        'Sow a short row every two weeks from your last frost until ten weeks before your first fall frost. When one sowing comes up, sow the next.',
      ),
    ],
  }),
  post({
    slug: 'blog/companion-planting-myths',
    title: 'Companion planting: what works and what is folklore',
    image: media('garden-path.svg'),
    alt: 'A brick path between beds of mixed vegetables and flowers',
    headline: 'Companion planting: what works and what is folklore',
    subheadline: 'Marigolds, nasturtiums and the pairings with evidence behind them.',
    description:
      'Some pairings are backed by trials, some are garden folklore. Here is how to tell them apart, and what to plant together.',
    type: 'post',
    topics: ['Growing guides', 'Pests and problems'],
    tags: ['Pests', 'Planning'],
    published_on: '2025-11-06',
    body: [
      p(
        'Companion planting charts promise a lot. A few pairings have real evidence behind them; many are tradition.',
      ),
      h2('Pairings that work'),
      p(
        'Nasturtiums as a trap crop for blackfly, flowering herbs to bring in hoverflies, and tall crops giving shade to lettuce in midsummer.',
      ),
      h2('Pairings to take lightly'),
      p(
        'Carrots "love" tomatoes and basil "improves the flavour" of tomatoes: pleasant ideas, little evidence. Plant them together if you like; just do not expect miracles.',
      ),
    ],
  }),
  post({
    slug: 'blog/drip-irrigation-for-raised-beds',
    title: 'Drip irrigation for raised beds, step by step',
    image: media('raised-beds.svg'),
    alt: 'Raised beds with drip lines between the plants',
    headline: 'Drip irrigation for raised beds, step by step',
    subheadline: 'An afternoon of work for a summer of even watering.',
    description:
      'A timer, a filter, a pressure reducer and a few rows of drip line: how to water raised beds evenly and use half the water.',
    type: 'post',
    topics: ['Growing guides', 'Garden design'],
    tags: ['Watering', 'Raised beds'],
    published_on: '2025-11-27',
    body: [
      p(
        'Hand-watering is pleasant in May and a chore by August. A simple drip system puts water at the roots, keeps leaves dry and uses about half as much.',
      ),
      h2('The parts'),
      p(
        'At the tap: a timer, a backflow preventer, a filter and a pressure reducer. Then half-inch supply tubing to each bed and rows of drip line with emitters every twelve inches.',
      ),
      h2('Laying it out'),
      p(
        'Run lines twelve inches apart down each bed, pin them down and cover them with mulch. Run the system for twenty minutes and check the soil six inches down.',
      ),
    ],
  }),
  post({
    slug: 'blog/starting-seeds-indoors',
    title: 'Starting seeds indoors without grow lights',
    image: media('seedlings.svg'),
    alt: 'Seedlings on a windowsill',
    headline: 'Starting seeds indoors without grow lights',
    subheadline: 'A bright windowsill, a little warmth and good timing.',
    description:
      'Tomatoes, peppers and basil can start on a sunny windowsill if you sow at the right time and keep seedlings stocky.',
    type: 'post',
    topics: ['Getting started', 'Seasonal tasks'],
    tags: ['Seed starting', 'Beginner'],
    published_on: '2026-01-08',
    body: [
      p(
        'Grow lights help, but a south-facing window has raised many a tomato. The trick is timing: sow too early and the seedlings stretch for light long before it is warm enough outside.',
      ),
      h2('When to sow'),
      p(
        'Six weeks before your last frost for tomatoes, eight for peppers, four for basil. Use your frost dates, not the date on the packet.',
      ),
      h2('Keeping them stocky'),
      p(
        'Turn the pots every day, brush your hand across the tops to toughen them, and move them outside on warm afternoons as soon as you can.',
      ),
    ],
  }),
  post({
    slug: 'blog/no-dig-beds',
    title: 'No-dig beds: turn lawn into soil with cardboard',
    image: media('garden-path.svg'),
    alt: 'A new bed mulched with compost over cardboard',
    headline: 'No-dig beds: turn lawn into soil with cardboard',
    subheadline: 'No spade, no turf stripping, no aching back.',
    description:
      'Cardboard, compost and patience: make a new bed on top of the lawn and plant into it the same day.',
    type: 'post',
    topics: ['Soil and compost', 'Getting started'],
    tags: ['Soil', 'Beginner'],
    published_on: '2026-01-29',
    body: [
      p(
        'No-dig beds skip the hardest job in gardening. Instead of stripping turf, you smother it and build soil on top.',
      ),
      h2('How to make one'),
      p(
        'Mow the grass short, lay plain brown cardboard with generous overlaps, soak it, then cover with four to six inches of compost. Plant straight into the compost.',
      ),
      h2('Keeping it going'),
      p(
        'Add an inch of compost every year. Worms pull it down and the soil below gets better without being disturbed.',
      ),
    ],
  }),
  post({
    slug: 'blog/balcony-salad-garden',
    title: 'A salad garden on a balcony',
    image: media('herb-spiral.svg'),
    alt: 'Containers of lettuce and herbs on a balcony',
    headline: 'A salad garden on a balcony',
    subheadline: 'Three containers, eight weeks, salad every night.',
    description:
      'Cut-and-come-again lettuce, rocket and herbs grow happily in containers: what to plant and how to keep picking.',
    type: 'post',
    topics: ['Growing guides'],
    tags: ['Small spaces', 'Beginner', 'Harvest'],
    published_on: '2026-02-19',
    body: [
      p(
        'Salad leaves are the most rewarding crop for a balcony: quick, compact and far better fresh than from a bag.',
      ),
      h2('Containers'),
      p(
        'Wide, shallow troughs at least six inches deep. Use a peat-free potting mix and water every day in warm weather.',
      ),
      h2('What to grow'),
      p(
        'A mix of loose-leaf lettuces, rocket, mizuna and a pot of chives. Pick the outer leaves and the plants keep going for weeks.',
      ),
    ],
  }),
  post({
    slug: 'blog/fall-garlic-planting',
    title: 'Planting garlic in fall',
    image: media('potager-plan.svg'),
    alt: 'A garden bed planned for garlic',
    headline: 'Planting garlic in fall',
    subheadline: 'The easiest crop you will ever grow, if you plant it at the right time.',
    description:
      'Plant cloves a few weeks before the ground freezes, mulch them and forget about them until spring.',
    type: 'post',
    topics: ['Seasonal tasks', 'Growing guides'],
    tags: ['Fall garden', 'Harvest'],
    published_on: '2025-10-02',
    body: [
      p(
        'Garlic needs a cold spell to divide into cloves, which is why it goes in during fall and comes out the following summer.',
      ),
      h2('When and how'),
      p(
        'Plant individual cloves, pointed end up, two inches deep and six inches apart, about four weeks before your ground freezes.',
      ),
      h2('Mulch and wait'),
      p(
        'Cover with four inches of straw. In spring, pull the mulch back, feed once and snap off the flower stalks (scapes) to eat.',
      ),
    ],
  }),
  post({
    slug: 'blog/cold-frames-explained',
    title: 'Cold frames: three extra months of greens',
    image: media('seedlings.svg'),
    alt: 'Salad greens growing in a cold frame',
    headline: 'Cold frames: three extra months of greens',
    subheadline: 'A box with a glass lid changes your whole season.',
    description:
      'A cold frame warms the soil in spring, shelters seedlings and keeps salad growing into winter. How to build and use one.',
    type: 'post',
    topics: ['Seasonal tasks', 'Garden design'],
    tags: ['Fall garden', 'Seed starting'],
    published_on: '2025-10-23',
    body: [
      p(
        'A cold frame is a bottomless box with a clear lid. On a sunny winter day it can be twenty degrees warmer inside than out.',
      ),
      h2('Building one'),
      p(
        'An old window on a box of boards sloped towards the sun is enough. Make it deep enough for the crops you want to grow.',
      ),
      h2('Using it'),
      p(
        'Sow spinach, lettuce and mâche in late summer for winter picking; in spring, harden off seedlings in it. Open the lid on warm days or it will cook.',
      ),
    ],
  }),
  post({
    slug: 'blog/pollinator-border-for-vegetables',
    title: 'A pollinator border that feeds your vegetables',
    image: media('garden-path.svg'),
    alt: 'A flower border beside vegetable beds',
    headline: 'A pollinator border that feeds your vegetables',
    subheadline: 'Better squash, beans and tomatoes, with flowers from spring to fall.',
    description:
      'A strip of flowers along the vegetable garden brings bees and hoverflies that pollinate your crops and eat your aphids.',
    type: 'post',
    topics: ['Garden design'],
    tags: ['Planning', 'Pests'],
    published_on: '2025-12-04',
    body: [
      p(
        'Squash, cucumbers and beans need pollinators; aphids need predators. A border of flowers next to the beds brings both.',
      ),
      h2('What to plant'),
      p(
        'Something in flower from spring to fall: early bulbs, then borage, calendula, phacelia and native asters to finish the season.',
      ),
      h2('Where'),
      p(
        'Along the sunny edge of the garden, three feet wide, with a path between the flowers and the vegetables.',
      ),
    ],
  }),
  post({
    slug: 'blog/dwarf-fruit-trees-small-yards',
    title: 'Dwarf fruit trees for small yards',
    image: media('cover-orchard.svg'),
    alt: 'An orchard of small fruit trees',
    headline: 'Dwarf fruit trees for small yards',
    subheadline: 'Apples, pears and plums you can pick without a ladder.',
    description:
      'The right rootstock keeps an apple tree to head height. How to choose, plant and prune fruit trees for a small garden.',
    type: 'post',
    topics: ['Growing guides', 'Garden design'],
    tags: ['Fruit', 'Small spaces'],
    published_on: '2025-12-18',
    body: [
      p(
        'A fruit tree’s size is set mostly by its rootstock, not the variety. Choose a dwarfing rootstock and even a small yard has room for an orchard.',
      ),
      h2('Choosing'),
      p(
        'Check which varieties pollinate each other, and whether your winters give enough chill hours for the trees you want.',
      ),
      h2('Planting and pruning'),
      p(
        'Plant in winter while the trees are dormant, stake dwarf trees for life, and prune in late winter to an open goblet or a flat espalier.',
      ),
    ],
  }),
  post({
    slug: 'blog/compost-that-works',
    title: 'Compost that actually breaks down',
    image: media('raised-beds.svg'),
    alt: 'Compost bins next to raised beds',
    headline: 'Compost that actually breaks down',
    subheadline: 'Greens, browns, air and water, in the right balance.',
    description:
      'A slimy heap has too many greens, a dry one too many browns. How to balance a compost pile so it is ready in months, not years.',
    type: 'post',
    topics: ['Soil and compost'],
    tags: ['Soil'],
    published_on: '2026-03-05',
    body: [
      p(
        'Compost happens whatever you do, but a balanced heap turns into crumbly soil in three to six months instead of two years.',
      ),
      h2('The balance'),
      p(
        'Roughly equal volumes of greens (kitchen scraps, grass clippings) and browns (dry leaves, cardboard, straw). Too slimy: add browns. Too dry and slow: add greens and water.',
      ),
      h2('Air'),
      p(
        'Turn the heap every few weeks, or build it around a few upright pipes with holes drilled in them.',
      ),
    ],
  }),
  post({
    slug: 'blog/slugs-and-snails',
    title: 'Slugs and snails: eight defences that work',
    image: media('seedlings.svg'),
    alt: 'Young lettuce seedlings',
    headline: 'Slugs and snails: eight defences that work',
    subheadline: 'Protect the seedlings and the grown plants will look after themselves.',
    description:
      'Night patrols, beer traps, copper and wool: what actually keeps slugs off young lettuces, beans and dahlias.',
    type: 'post',
    topics: ['Pests and problems'],
    tags: ['Pests', 'Beginner'],
    published_on: '2026-03-26',
    body: [
      p(
        'Slugs do most of their damage to seedlings. Get young plants past the first few weeks and they usually outgrow the problem.',
      ),
      h2('What works'),
      p(
        'Raising seedlings to a decent size before planting out, watering in the morning rather than the evening, a torch-lit patrol after dark, and beer traps sunk level with the soil.',
      ),
      h2('What helps'),
      p(
        'Copper tape on containers, wool pellets around precious plants, and encouraging the frogs, beetles and birds that eat slugs.',
      ),
    ],
  }),
  post({
    slug: 'blog/mulch-guide',
    title: 'Which mulch, where and when',
    image: media('garden-path.svg'),
    alt: 'Beds mulched with straw and wood chips',
    headline: 'Which mulch, where and when',
    subheadline: 'Straw, compost, wood chips and leaves, each in its place.',
    description:
      'Mulch saves water, smothers weeds and feeds the soil, if you pick the right one for the job.',
    type: 'post',
    topics: ['Soil and compost', 'Seasonal tasks'],
    tags: ['Soil', 'Watering'],
    published_on: '2026-04-16',
    body: [
      p(
        'A layer of mulch is the single best thing you can do for a summer garden: it keeps moisture in, weeds down and the soil cool.',
      ),
      h2('In the beds'),
      p(
        'Compost or shredded leaves around vegetables, straw under squash and strawberries. Wait until the soil has warmed in spring before mulching.',
      ),
      h2('On the paths'),
      p(
        'Wood chips: they break down slowly, and after a year or two the rotted chips make good compost for the beds.',
      ),
    ],
  }),
  post({
    slug: 'blog/growing-potatoes-in-bags',
    title: 'Growing potatoes in bags',
    image: media('tomato-harvest.svg'),
    alt: 'A harvest basket',
    headline: 'Growing potatoes in bags',
    subheadline: 'New potatoes from a patio, no digging required.',
    description:
      'A fabric grow bag, a few seed potatoes and regular top-ups of compost give a bucket of new potatoes from a patio.',
    type: 'post',
    topics: ['Growing guides'],
    tags: ['Small spaces', 'Harvest'],
    published_on: '2026-04-30',
    body: [
      p(
        'Potatoes in bags take up a square foot or two and are harvested by tipping the bag out: no fork, no speared tubers.',
      ),
      h2('Planting'),
      p(
        'Put four inches of compost in a fifteen-gallon bag, set three seed potatoes on it and cover with another four inches.',
      ),
      h2('Earthing up'),
      p(
        'Each time the shoots reach six inches, cover all but the top leaves with more compost until the bag is full. Water well once the plants flower.',
      ),
    ],
  }),
  post({
    slug: 'blog/perennial-vegetables',
    title: 'Perennial vegetables: plant once, pick for years',
    image: media('potager-plan.svg'),
    alt: 'A bed of asparagus and rhubarb',
    headline: 'Perennial vegetables: plant once, pick for years',
    subheadline: 'Asparagus, rhubarb, artichokes and more.',
    description:
      'Asparagus, rhubarb, sorrel and artichokes come back every year. How to give them a permanent home in your plan.',
    type: 'post',
    topics: ['Garden design', 'Growing guides'],
    tags: ['Planning', 'Harvest'],
    published_on: '2026-05-14',
    body: [
      p(
        'Most vegetables are sown every year. A few come back on their own, and a good kitchen garden gives them a permanent bed.',
      ),
      h2('The reliable ones'),
      p(
        'Asparagus (after a two-year wait), rhubarb, sorrel, chives, globe artichokes in mild areas and sea kale for the adventurous.',
      ),
      h2('Where to put them'),
      p(
        'At the edge of the garden, where they will not be in the way of the yearly digging and sowing.',
      ),
    ],
  }),
  post({
    slug: 'blog/watering-in-a-heatwave',
    title: 'Watering in a heatwave',
    image: media('raised-beds.svg'),
    alt: 'Raised beds on a hot day',
    headline: 'Watering in a heatwave',
    subheadline: 'Deeply, early, and at the roots.',
    description:
      'How much water a raised bed really needs when it is over 95°F, and the early-morning routine that keeps lettuces sweet.',
    type: 'post',
    topics: ['Seasonal tasks', 'Pests and problems'],
    tags: ['Watering'],
    published_on: '2026-06-04',
    body: [
      p(
        'In a heatwave a raised bed can lose an inch of water in two days. Light daily sprinkles wet the surface and leave the roots dry.',
      ),
      h2('The routine'),
      p(
        'Water deeply in the early morning, at the base of the plants, until the soil is moist six inches down. Mulch everything.',
      ),
      h2('Shade'),
      p(
        'A length of shade cloth over lettuces and newly planted seedlings during the hottest afternoons stops them bolting or scorching.',
      ),
    ],
  }),
  post({
    slug: 'blog/saving-tomato-seeds',
    title: 'Saving tomato seeds',
    image: media('tomato-harvest.svg'),
    alt: 'Ripe heirloom tomatoes',
    headline: 'Saving tomato seeds',
    subheadline: 'Your favourite tomato, next year and every year.',
    description:
      'Ferment, rinse, dry: how to save seed from heirloom tomatoes so next year’s plants come true.',
    type: 'post',
    topics: ['Kitchen and harvest', 'Seasonal tasks'],
    tags: ['Tomatoes', 'Seed starting'],
    published_on: '2025-09-18',
    body: [
      p(
        'Heirloom and open-pollinated tomatoes come true from seed, so a single good fruit gives you next year’s plants.',
      ),
      h2('Fermenting'),
      p(
        'Squeeze the seeds and jelly into a jar with a little water and leave it for three days until a film forms. This removes the gel that stops germination.',
      ),
      h2('Drying and storing'),
      p(
        'Rinse the seeds in a sieve, spread them on a plate to dry for a week, then keep them in a labelled envelope somewhere cool and dark.',
      ),
    ],
  }),
  post({
    slug: 'blog/kitchen-garden-layouts',
    title: 'Five kitchen garden layouts that work',
    image: media('potager-plan.svg'),
    alt: 'A plan of a kitchen garden layout',
    headline: 'Five kitchen garden layouts that work',
    subheadline: 'From one bed by the back door to a full potager.',
    description:
      'The single bed, the four-square, the keyhole, the long border and the potager: which layout fits your space and your time.',
    type: 'post',
    topics: ['Garden design'],
    tags: ['Planning', 'Raised beds'],
    published_on: '2026-03-12',
    body: [
      p(
        'Every good kitchen garden starts with a layout that fits the space, the sun and the time you have.',
      ),
      h2('Small'),
      p(
        'One four-by-eight bed by the back door, or a keyhole bed with a compost basket in the middle.',
      ),
      h2('Medium and large'),
      p(
        'The four-square garden for crop rotation, a long border mixing vegetables with flowers, and the potager for those who want beauty as well as food.',
      ),
    ],
  }),
  post({
    slug: 'blog/native-plants-in-the-vegetable-garden',
    title: 'Native plants in the vegetable garden',
    image: media('cover-rows.svg'),
    alt: 'Rows of vegetables edged with native flowers',
    headline: 'Native plants in the vegetable garden',
    subheadline: 'Local flowers for local pollinators.',
    description:
      'Native wildflowers support the bees and predators your crops rely on. Which to choose, and where they fit.',
    type: 'post',
    topics: ['Garden design', 'Pests and problems'],
    tags: ['Planning', 'Pests'],
    published_on: '2026-05-28',
    body: [
      p(
        'Native bees evolved with native flowers. A few clumps of local wildflowers near the vegetables make a real difference to pollination.',
      ),
      h2('Choosing'),
      p(
        'Ask your extension office or native plant society for a list for your region, and pick plants that flower at different times.',
      ),
      h2('Placing'),
      p('Corners, bed ends and the strip along a fence: anywhere that will not be dug every year.'),
    ],
  }),
  post({
    slug: 'blog/winter-sowing',
    title: 'Winter sowing in milk jugs',
    image: media('seedlings.svg'),
    alt: 'Seedlings in recycled containers',
    headline: 'Winter sowing in milk jugs',
    subheadline: 'Sow outside in January; let the weather do the rest.',
    description:
      'Milk jugs become mini greenhouses: sow hardy crops and flowers outside in winter and they sprout when the time is right.',
    type: 'post',
    topics: ['Seasonal tasks', 'Getting started'],
    tags: ['Seed starting', 'Beginner'],
    published_on: '2026-01-15',
    body: [
      p(
        'Winter sowing uses clear containers as tiny greenhouses. Seeds sit outside through the cold and germinate when conditions suit them.',
      ),
      h2('How to'),
      p(
        'Cut a milk jug around its middle, leaving a hinge, poke holes in the bottom, add three inches of moist potting mix, sow, tape it shut and leave the cap off.',
      ),
      h2('What to sow'),
      p(
        'Hardy greens, onions, brassicas and many native perennials. Tender crops like tomatoes can go out in March.',
      ),
    ],
  }),
  post({
    slug: 'blog/harvest-and-store-squash',
    title: 'Harvesting and storing winter squash',
    image: media('tomato-harvest.svg'),
    alt: 'A harvest of squash and tomatoes',
    headline: 'Harvesting and storing winter squash',
    subheadline: 'Cure them well and they keep until spring.',
    description:
      'When to cut, how to cure and where to store winter squash so the last one is as good in March as the first in October.',
    type: 'post',
    topics: ['Kitchen and harvest', 'Seasonal tasks'],
    tags: ['Harvest', 'Fall garden'],
    published_on: '2025-10-09',
    body: [
      p(
        'Winter squash is ready when the skin is hard enough that a thumbnail does not dent it and the stem has started to dry.',
      ),
      h2('Curing'),
      p(
        'Cut with two inches of stem and leave them somewhere warm and sunny for ten days to harden the skin.',
      ),
      h2('Storing'),
      p(
        'A cool room, not a cold garage: around 55°F. Check them every few weeks and eat any that show soft spots first.',
      ),
    ],
  }),
  post({
    slug: 'blog/pesto-from-the-garden',
    title: 'From bed to jar: a season of pesto',
    image: media('herb-spiral.svg'),
    alt: 'Basil growing in a herb bed',
    headline: 'From bed to jar: a season of pesto',
    subheadline: 'Grow enough basil to freeze a winter’s worth.',
    description:
      'How many basil plants a pesto lover needs, how to keep them from flowering, and how to freeze the surplus.',
    type: 'post',
    topics: ['Kitchen and harvest'],
    tags: ['Herbs', 'Harvest'],
    published_on: '2026-06-18',
    body: [
      p(
        'Six good basil plants keep a household in fresh pesto all summer; a dozen leave enough to freeze for winter.',
      ),
      h2('Growing'),
      p(
        'Plant out after the nights are warm, pinch the tips every week and never let the plants flower.',
      ),
      h2('Freezing'),
      p(
        'Blend basil, oil and garlic, freeze in ice-cube trays and add the cheese and nuts when you thaw it.',
      ),
    ],
  }),
  post({
    slug: 'blog/video-pruning-tomatoes',
    title: 'Pruning cordon tomatoes (video)',
    image: media('tomato-harvest.svg'),
    alt: 'Tomato plants trained up strings',
    headline: 'Pruning cordon tomatoes',
    subheadline: 'Five minutes a week for bigger, earlier fruit.',
    description:
      'Which shoots to pinch, which leaves to strip and when to stop the plant: a short video on pruning cordon tomatoes.',
    type: 'video',
    topics: ['Growing guides'],
    tags: ['Tomatoes'],
    published_on: '2026-06-25',
    video: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    body: [
      p(
        'Cordon (indeterminate) tomatoes grow on one long stem. Pinching out the side shoots that appear where leaves meet the stem puts the plant’s energy into fruit.',
      ),
      p(
        'Strip the lower leaves once the first truss has set, and stop the plant by pinching the top four weeks before your first fall frost.',
      ),
    ],
  }),
  post({
    slug: 'blog/video-building-a-raised-bed',
    title: 'Building a cedar raised bed (video)',
    image: media('raised-beds.svg'),
    alt: 'A newly built cedar raised bed',
    headline: 'Building a cedar raised bed',
    subheadline: 'Eight boards, sixteen screws and an afternoon.',
    description:
      'Watch a four-by-eight cedar bed go together in an afternoon, from cutting list to the first barrow of soil.',
    type: 'video',
    topics: ['Getting started', 'Garden design'],
    tags: ['Raised beds', 'Beginner'],
    published_on: '2026-05-07',
    video: 'https://youtu.be/aqz-KE-bpKQ',
    body: [
      p(
        'Untreated cedar lasts ten years or more without chemicals. For a four-by-eight bed, twelve inches deep, you need six eight-foot boards, four corner posts and a box of exterior screws.',
      ),
      p(
        'Level the ground, assemble the bed upside down on a flat surface, flip it into place and fill it with the soil recipe from our guide.',
      ),
    ],
  }),
  post({
    slug: 'blog/podcast-starting-small',
    title: 'Podcast: starting small with one raised bed',
    image: media('kitchen-garden-hero.svg'),
    alt: 'A kitchen garden',
    headline: 'Podcast: starting small with one raised bed',
    subheadline: 'Episode 1 of the Trellis kitchen-garden podcast.',
    description:
      'Why a single 4 × 8 ft bed beats a big plot in your first year, and the five crops that earn their space.',
    type: 'podcast',
    topics: ['Podcast', 'Getting started'],
    tags: ['Beginner', 'Raised beds'],
    published_on: '2026-03-19',
    body: [
      p(
        'In our first episode, Maya makes the case for starting with one raised bed: small enough to keep weeded and watered, big enough to eat from all summer.',
      ),
      p('Listen on the <a href="/blog">blog</a>, or wherever you get your podcasts.'),
    ],
  }),
  post({
    slug: 'blog/podcast-succession-sowing',
    title: 'Podcast: succession sowing for a harvest every week',
    image: media('seedlings.svg'),
    alt: 'Seedlings at different stages',
    headline: 'Podcast: succession sowing for a harvest every week',
    subheadline: 'Episode 8 of the Trellis kitchen-garden podcast.',
    description:
      'Little and often: sowing salads, radishes and beans every two weeks so the garden never floods you with one crop.',
    type: 'podcast',
    topics: ['Podcast', 'Growing guides'],
    tags: ['Seed starting', 'Harvest'],
    published_on: '2026-06-11',
    body: [
      p(
        'Priya and Jonah talk through a year of succession sowing: what to sow every two weeks, what to sow once, and how to keep a simple calendar.',
      ),
      p('Listen on the <a href="/blog">blog</a>, or wherever you get your podcasts.'),
    ],
  }),
];

const headlineSection = (headline: string, subheadline: string): SeedSection => ({
  type: 'headline',
  content: { headline, subheadline },
  options: { BackgroundColor: { color: 'beige' } },
});

const bodySection = (html: string, color = 'white'): SeedSection => ({
  type: 'body',
  content: { body: html, buttons: [] },
  options: { BackgroundColor: { color } },
});

/** The content page of a post (headline, image or video, body, share), at the post's slug. */
function postPage(post: SeedPost): SeedPage {
  const media: SeedSection =
    post.type === 'video' && post.video
      ? {
          type: 'video',
          content: { headline: post.headline, url: post.video, type: 'YouTube' },
          options: { BackgroundColor: { color: 'white' } },
        }
      : {
          type: 'image',
          content: {
            image: post.image,
            alt: post.alt,
            caption: '',
            maxheight: 480,
            maxheightprop: 'px',
            inline: false,
          },
          options: { BackgroundColor: { color: 'white' } },
        };
  return {
    slug: post.slug,
    published: true,
    pagelayout: 'default',
    content: { title: post.title, description: post.description, image: post.image },
    options: {},
    page_sections: [
      headlineSection(post.headline, post.subheadline),
      media,
      bodySection(post.body ?? ''),
      {
        type: 'share',
        content: { headline: 'Share This Post' },
        options: { BackgroundColor: { color: 'white' } },
      },
    ],
  };
}

/** The two courses (ids 1 and 2); both link to the /courses page. */
export const seedCourses: readonly CourseWire[] = [
  {
    id: 1,
    slug: 'kitchen-garden-foundations',
    title: 'Kitchen Garden Foundations',
    description:
      'Six weeks from bare ground to first harvest: siting, soil, beds, watering and the ten crops every beginner should grow.',
    image: '/api/media/kitchen-garden-hero.svg',
    url: '/courses',
  },
  {
    id: 2,
    slug: 'seed-starting-masterclass',
    title: 'Seed Starting Masterclass',
    description:
      'Raise strong tomatoes, peppers, brassicas and herbs from seed on a windowsill or under lights, timed to your frost dates.',
    image: '/api/media/seedlings.svg',
    url: '/courses',
  },
];

/**
 * The pages of the posts that have none yet (the three `blog/…` posts have theirs in
 * src/demo/contentPages.ts). The /courses page the course cards link to is a demo content page
 * (src/demo/directoryPages.ts).
 */
export const postPages: readonly SeedPage[] = seedPosts
  .filter((post) => post.body !== null)
  .map(postPage);

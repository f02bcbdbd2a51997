import type { Country } from '../regions.ts';
export { slugify } from '../directory.ts';
import { seedExpertises } from './accountArea.ts';

/** Every area of expertise (ids in this order in a fresh database: the account area's six first). */
export const directoryExpertises = [
  ...seedExpertises,
  'Pollinator gardens',
  'Native plants',
  'Water-wise gardens',
  'Season extension',
  'Soil health',
] as const;
export type ExpertiseName = (typeof directoryExpertises)[number];

const media = (file: string) => `/api/media/${file}`;

/** Garden illustrations used for covers and portfolios. */
export const gardenImages = [
  'raised-beds.svg',
  'herb-spiral.svg',
  'potager-plan.svg',
  'tomato-harvest.svg',
  'seedlings.svg',
  'garden-path.svg',
  'cover-rows.svg',
  'cover-orchard.svg',
].map(media);

export const providerLogos = [
  'logo-leaf.svg',
  'logo-sprout.svg',
  'logo-sun.svg',
  'logo-watering-can.svg',
].map(media);

export const providerCovers = [
  'cover-rows.svg',
  'cover-orchard.svg',
  'garden-path.svg',
  'kitchen-garden-hero.svg',
  'raised-beds.svg',
  'potager-plan.svg',
].map(media);

const timezones: Record<string, string> = {
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  CO: 'America/Denver',
  ID: 'America/Boise',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IA: 'America/Chicago',
  IL: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  OK: 'America/Chicago',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  WI: 'America/Chicago',
  BC: 'America/Vancouver',
  ON: 'America/Toronto',
  NS: 'America/Halifax',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
};

/** The time zone of a demo place (Eastern for the states not listed; Perth by its country). */
export function timezoneOf(state: string, country: Country): string {
  if (country === 'AU' && state === 'WA') return 'Australia/Perth';
  return timezones[state] ?? 'America/New_York';
}

export type CoachStatusSeed = 'active' | 'paused' | 'inactive';

export interface SeedDesigner {
  first_name: string;
  last_name: string;
  city: string;
  state: string;
  country: Country;
  expertises: ExpertiseName[];
  /** Years of growing and designing, for the 'about' text. */
  years: number;
  /** What they do, completing "I've spent N years …". */
  focus: string;
  coach_status: CoachStatusSeed;
  is_available_now: boolean;
  coach_zoom_only: boolean;
}

interface DesignerFlags {
  country?: Country;
  status?: CoachStatusSeed;
  availableNow?: boolean;
  zoomOnly?: boolean;
}

const designer = (
  first_name: string,
  last_name: string,
  city: string,
  state: string,
  expertises: ExpertiseName[],
  years: number,
  focus: string,
  { country = 'US', status = 'active', availableNow = false, zoomOnly = false }: DesignerFlags = {},
): SeedDesigner => ({
  first_name,
  last_name,
  city,
  state,
  country,
  expertises,
  years,
  focus,
  coach_status: status,
  is_available_now: availableNow,
  coach_zoom_only: zoomOnly,
});

/**
 * The directory's designers (coaches), besides the demo designer Maya Okafor: in a fresh database
 * their ids follow the demo accounts (7 onwards) in this order.
 */
export const seedDesigners: readonly SeedDesigner[] = [
  designer(
    'Hannah',
    'Brooks',
    'Asheville',
    'NC',
    ['Native plants', 'Pollinator gardens', 'Edible landscaping'],
    11,
    'planting edible and native gardens on steep mountain lots',
  ),
  designer(
    'Diego',
    'Ramirez',
    'Austin',
    'TX',
    ['Water-wise gardens', 'Raised beds', 'Herb gardens'],
    9,
    'growing food through Texas heat with shade cloth, drip lines and deep mulch',
    { availableNow: true },
  ),
  designer(
    'Grace',
    'Whitfield',
    'Boise',
    'ID',
    ['Season extension', 'Raised beds'],
    7,
    'stretching short high-desert seasons with cold frames and row cover',
  ),
  designer(
    'Marcus',
    'Bell',
    'Boulder',
    'CO',
    ['Soil health', 'Season extension', 'Raised beds'],
    14,
    'building living soil in thin, rocky Front Range ground',
  ),
  designer(
    'Ellie',
    'Thornton',
    'Burlington',
    'VT',
    ['Season extension', 'Fruit trees', 'Soil health'],
    16,
    'planning gardens around a short, intense northern summer',
  ),
  designer(
    'Jasmine',
    'Pinckney',
    'Charleston',
    'SC',
    ['Herb gardens', 'Containers and balconies'],
    8,
    'designing courtyard and piazza gardens in the Lowcountry',
  ),
  designer(
    'Tomasz',
    'Nowak',
    'Chicago',
    'IL',
    ['Small spaces', 'Containers and balconies', 'Raised beds'],
    10,
    'fitting kitchen gardens onto city lots, porches and rooftops',
    { zoomOnly: true },
  ),
  designer(
    'Renee',
    'Jackson',
    'Cleveland',
    'OH',
    ['Raised beds', 'Soil health'],
    6,
    'turning vacant lots and back yards into productive beds',
  ),
  designer(
    'Paul',
    'Lindqvist',
    'Des Moines',
    'IA',
    ['Edible landscaping', 'Fruit trees'],
    12,
    'replacing lawns with orchards, berry hedges and vegetable borders',
  ),
  designer(
    'Aaliyah',
    'Carter',
    'Detroit',
    'MI',
    ['Small spaces', 'Soil health', 'Raised beds'],
    9,
    'helping neighbours start market gardens on city lots',
  ),
  designer(
    'Owen',
    'Gallagher',
    'Portsmouth',
    'NH',
    ['Season extension', 'Herb gardens'],
    5,
    'growing herbs and greens through New England winters',
  ),
  designer(
    'Keoni',
    'Kahale',
    'Honolulu',
    'HI',
    ['Fruit trees', 'Edible landscaping'],
    13,
    'designing tropical food forests of breadfruit, banana and taro',
  ),
  designer(
    'Laura',
    'Mitchell',
    'Kansas City',
    'MO',
    ['Pollinator gardens', 'Native plants'],
    8,
    'weaving prairie plants through vegetable gardens',
  ),
  designer(
    'Ben',
    'Whitaker',
    'Lexington',
    'KY',
    ['Raised beds', 'Edible landscaping'],
    7,
    'building handsome raised-bed gardens for busy families',
  ),
  designer(
    'Ingrid',
    'Solberg',
    'Madison',
    'WI',
    ['Season extension', 'Soil health'],
    15,
    'coaxing year-round harvests out of Wisconsin hoop houses',
    { status: 'paused' },
  ),
  designer(
    'Samuel',
    'Okonkwo',
    'Minneapolis',
    'MN',
    ['Season extension', 'Raised beds', 'Small spaces'],
    10,
    'making the most of a hundred frost-free days',
  ),
  designer(
    'Claire',
    'Dubois',
    'Nashville',
    'TN',
    ['Herb gardens', 'Edible landscaping'],
    6,
    'designing kitchen gardens that look as good as they taste',
    { availableNow: true },
  ),
  designer(
    'Antoine',
    'Guidry',
    'New Orleans',
    'LA',
    ['Containers and balconies', 'Herb gardens', 'Fruit trees'],
    11,
    'growing citrus, peppers and herbs on galleries and courtyards',
  ),
  designer(
    'Rachel',
    'Goldberg',
    'Brooklyn',
    'NY',
    ['Small spaces', 'Containers and balconies'],
    9,
    'turning fire escapes, stoops and rooftops into salad gardens',
    { zoomOnly: true },
  ),
  designer(
    'Mei',
    'Chen',
    'Oakland',
    'CA',
    ['Water-wise gardens', 'Edible landscaping', 'Fruit trees'],
    12,
    'designing drought-smart edible gardens for Bay Area yards',
    { availableNow: true },
  ),
  designer(
    'Erik',
    'Halvorsen',
    'Omaha',
    'NE',
    ['Raised beds', 'Soil health'],
    4,
    'helping first-time gardeners build their first beds',
  ),
  designer(
    'Nadia',
    'Haddad',
    'Philadelphia',
    'PA',
    ['Small spaces', 'Herb gardens'],
    8,
    'designing rowhouse gardens that feed a family',
  ),
  designer(
    'Luis',
    'Ortega',
    'Phoenix',
    'AZ',
    ['Water-wise gardens', 'Fruit trees', 'Native plants'],
    13,
    'growing food in the Sonoran Desert with shade, swales and citrus',
  ),
  designer(
    'Sophie',
    'Marchetti',
    'Providence',
    'RI',
    ['Containers and balconies', 'Herb gardens'],
    5,
    'designing herb and container gardens for city apartments',
    { status: 'inactive' },
  ),
  designer(
    'James',
    'Whitlock',
    'Richmond',
    'VA',
    ['Edible landscaping', 'Pollinator gardens'],
    9,
    'mixing vegetables, fruit and flowers in front-yard gardens',
  ),
  designer(
    'Amelia',
    'Larsen',
    'Salt Lake City',
    'UT',
    ['Water-wise gardens', 'Season extension'],
    7,
    'planning efficient gardens for hot, dry summers and snowy winters',
  ),
  designer(
    'Rosa',
    'Martinez',
    'Santa Fe',
    'NM',
    ['Water-wise gardens', 'Native plants', 'Herb gardens'],
    18,
    'reviving acequia-fed gardens of chile, corn, beans and squash',
    { zoomOnly: true },
  ),
  designer(
    'Tyrone',
    'Williams',
    'Savannah',
    'GA',
    ['Raised beds', 'Fruit trees'],
    6,
    'growing figs, muscadines and greens in coastal Georgia',
  ),
  designer(
    'Naomi',
    'Sato',
    'Seattle',
    'WA',
    ['Small spaces', 'Season extension', 'Soil health'],
    10,
    'designing compact gardens that thrive in the Pacific Northwest drizzle',
    { availableNow: true },
  ),
  designer(
    'Cody',
    'Harjo',
    'Tulsa',
    'OK',
    ['Native plants', 'Pollinator gardens'],
    8,
    'restoring prairie edges around kitchen gardens',
  ),
  designer(
    'Danielle',
    'Price',
    'Baltimore',
    'MD',
    ['Raised beds', 'Small spaces'],
    5,
    'building raised beds for rowhouse yards and school gardens',
  ),
  designer(
    'Abigail',
    'Dunn',
    'Portland',
    'ME',
    ['Season extension', 'Soil health', 'Fruit trees'],
    14,
    'growing apples, brassicas and storage crops along the Maine coast',
  ),
  designer(
    'Peter',
    'Nakamura',
    'Anchorage',
    'AK',
    ['Season extension', 'Raised beds'],
    9,
    'growing giant cabbages under the midnight sun',
    { zoomOnly: true },
  ),
  designer(
    'Imani',
    'Robinson',
    'Birmingham',
    'AL',
    ['Edible landscaping', 'Herb gardens'],
    7,
    'designing Southern kitchen gardens with collards, okra and herbs',
  ),
  designer(
    'Wesley',
    'Harper',
    'Little Rock',
    'AR',
    ['Raised beds', 'Pollinator gardens'],
    5,
    'building raised beds and pollinator strips for small farms',
    { status: 'paused' },
  ),
  designer(
    'Hazel',
    'McKinnon',
    'Missoula',
    'MT',
    ['Season extension', 'Native plants'],
    11,
    'gardening in mountain valleys where frost can come any month',
  ),
  designer(
    'Victor',
    'Alvarez',
    'Reno',
    'NV',
    ['Water-wise gardens', 'Raised beds'],
    8,
    'growing vegetables in high-desert wind and sun',
  ),
  designer(
    'Karin',
    'Berg',
    'Fargo',
    'ND',
    ['Season extension', 'Soil health'],
    6,
    'planning quick-maturing gardens for the Red River Valley',
  ),
  designer(
    'Lily',
    'Andersen',
    'Sioux Falls',
    'SD',
    ['Raised beds', 'Herb gardens'],
    4,
    'helping new gardeners grow their first herbs and salads',
  ),
  designer(
    'Michael',
    'Ferris',
    'Wilmington',
    'DE',
    ['Small spaces', 'Containers and balconies'],
    6,
    'designing container gardens for townhouses and condos',
    { status: 'inactive' },
  ),
  designer(
    'Priscilla',
    'Vega',
    'San Diego',
    'CA',
    ['Water-wise gardens', 'Fruit trees', 'Containers and balconies'],
    10,
    'growing avocados, citrus and salad greens in a Mediterranean climate',
  ),
  designer(
    'Andre',
    'Baptiste',
    'Miami',
    'FL',
    ['Fruit trees', 'Containers and balconies', 'Edible landscaping'],
    12,
    'designing tropical edible gardens of mango, papaya and callaloo',
    { zoomOnly: true },
  ),
  designer(
    'Margaret',
    "O'Neill",
    'Hartford',
    'CT',
    ['Herb gardens', 'Pollinator gardens'],
    20,
    'designing cottage-style herb and flower gardens',
  ),
  designer(
    'Kevin',
    'Tran',
    'Indianapolis',
    'IN',
    ['Raised beds', 'Small spaces'],
    7,
    'fitting productive beds into suburban yards',
    { availableNow: true },
  ),
  designer(
    'Chloe',
    'Tremblay',
    'Vancouver',
    'BC',
    ['Small spaces', 'Containers and balconies', 'Season extension'],
    9,
    'growing food on West Coast balconies and laneway lots',
    { country: 'CA' },
  ),
  designer(
    'Arjun',
    'Mehta',
    'Toronto',
    'ON',
    ['Raised beds', 'Herb gardens'],
    8,
    'designing backyard gardens for Toronto families',
    { country: 'CA', zoomOnly: true },
  ),
  designer(
    'Fiona',
    'MacLeod',
    'Halifax',
    'NS',
    ['Season extension', 'Soil health'],
    12,
    'building seaweed-fed soil for Maritime gardens',
    { country: 'CA' },
  ),
  designer(
    'Liam',
    "O'Connor",
    'Melbourne',
    'VIC',
    ['Water-wise gardens', 'Edible landscaping'],
    10,
    'designing kitchen gardens for Melbourne backyards and courtyards',
    { country: 'AU' },
  ),
  designer(
    'Zara',
    'Nguyen',
    'Brisbane',
    'QLD',
    ['Fruit trees', 'Containers and balconies'],
    7,
    'growing subtropical fruit and herbs on verandahs and balconies',
    { country: 'AU' },
  ),
  designer(
    'Jack',
    'Whitmore',
    'Perth',
    'WA',
    ['Water-wise gardens', 'Native plants'],
    15,
    'growing food in sandy soil through long, dry Perth summers',
    { country: 'AU' },
  ),
];

/** A demo designer's e-mail address: `first.last@designers.trellis.test` (letters only). */
export function designerEmail(person: Pick<SeedDesigner, 'first_name' | 'last_name'>): string {
  const part = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
  return `${part(person.first_name)}.${part(person.last_name)}@designers.trellis.test`;
}

const climate = (person: SeedDesigner): string => {
  if (person.country === 'CA') {
    return 'Our season is short, so I plan for quick crops, cold frames and a well-stocked cellar.';
  }
  if (person.country === 'AU') {
    return 'I plan around dry summers, water restrictions and a long, generous autumn.';
  }
  const northeast = ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'];
  const midwest = ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'];
  const west = ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'];
  if (northeast.includes(person.state)) {
    return 'Cold winters and a short season mean I plan every bed around the first and last frost.';
  }
  if (midwest.includes(person.state)) {
    return 'Our summers are hot and our winters long, so I lean on raised beds that warm early and covers that stretch the fall.';
  }
  if (west.includes(person.state)) {
    return 'The climate shapes everything I draw: where the water goes, what gets shade and which crops earn their space.';
  }
  return 'Long, humid summers are a gift and a challenge: I design for airflow, afternoon shade and a second planting in fall.';
};

/** The designer's 'about' text. */
export function aboutOf(person: SeedDesigner): string {
  const video = person.coach_zoom_only
    ? 'I work with clients entirely over video, wherever their garden is.'
    : `I meet clients over video and, around ${person.city}, in their gardens.`;
  return `I'm a garden designer in ${person.city}, and I've spent ${person.years} years ${person.focus}. ${climate(person)} ${video}`;
}

const praise = [
  'Our yard went from lawn to lunch in one season.',
  'The plan fit our tiny patio perfectly, and we ate salad from it every week.',
  'Clear, patient and practical: exactly what two nervous first-time gardeners needed.',
  'Every bed has a purpose now, and nothing goes to waste.',
  'We finally have tomatoes that ripen before the first frost.',
  'The planting calendar alone was worth it.',
  'Our kids pick strawberries and snap peas on the way to school.',
  'Beautiful to look at, and it feeds us from May to October.',
  'The irrigation plan cut our water bill and saved our summer crops.',
  'I had failed with herbs for years. Not any more.',
  'A thoughtful design that respected our budget and our backs.',
  'The video call felt like talking to a friend who knows everything about soil.',
  'Our balcony is now the greenest on the block, and the most delicious.',
  'We harvested more this year than in the previous five put together.',
  'Our fruit trees are finally pruned, productive and happy.',
  'The pollinator border hums from spring to fall, and the squash has never set better.',
];
const clients = [
  'Sam and Alex',
  'Jordan P.',
  'the Nguyen family',
  'Dana R.',
  'Chris and Pat',
  'Morgan L.',
  'Taylor W.',
  'the Garcia family',
  'Robin K.',
  'Jamie and Lee',
  'Avery S.',
  'Quinn M.',
];

/** One to three testimonials ('Quote — client, city'). */
export function testimonialsOf(person: SeedDesigner, index: number): string[] {
  const count = 1 + (index % 3);
  return Array.from({ length: count }, (_, k) => {
    const quote = praise[(index * 3 + k * 5) % praise.length]!;
    const client = clients[(index + k * 7) % clients.length]!;
    return `${quote} — ${client.charAt(0).toUpperCase()}${client.slice(1)}, ${person.city}`;
  });
}

/** Zero to six portfolio images. */
export function portfolioOf(index: number): string[] {
  const count = index % 7;
  return Array.from({ length: count }, (_, k) => gardenImages[(index + k) % gardenImages.length]!);
}

export interface SeedProvider {
  /** Fixed id (1 is the demo owner's business). */
  id: number;
  name: string;
  description: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  country: Country;
  phone: string;
  expertises: ExpertiseName[];
  certifications?: string;
  /** False: no website property. */
  website?: boolean;
}

let nextProviderId = 1;
const business = (
  name: string,
  [address, city, state, postal_code, phone]: [string, string, string, string, string],
  expertises: ExpertiseName[],
  description: string,
  extra: { certifications?: string; website?: boolean; country?: Country } = {},
): SeedProvider => ({
  id: nextProviderId++,
  name,
  description,
  address,
  city,
  state,
  postal_code,
  country: extra.country ?? 'US',
  phone,
  expertises,
  ...(extra.certifications ? { certifications: extra.certifications } : {}),
  website: extra.website ?? true,
});

const masterGardener = 'Extension Master Gardener';

/** The directory's businesses, ids 1 onwards in this order. Business 1 belongs to owner@trellis.test. */
export const seedProviders: readonly SeedProvider[] = [
  business(
    'Reyes Kitchen Gardens',
    ['2150 Champa St', 'Denver', 'CO', '80205', '(303) 555-0142'],
    ['Raised beds', 'Water-wise gardens', 'Season extension'],
    'Raised-bed kitchen gardens designed, built and planted for Front Range yards: cedar beds, drip irrigation and a planting plan for our short, sunny season.',
    { certifications: `Colorado ${masterGardener}; Qualified Water Efficient Landscaper` },
  ),
  business(
    'Blue Ridge Edibles',
    ['48 Haywood Rd', 'Asheville', 'NC', '28806', '(828) 555-0117'],
    ['Edible landscaping', 'Native plants', 'Pollinator gardens', 'Fruit trees'],
    'Edible landscapes for mountain homes: terraced beds, berry hedges and native pollinator plantings that hold steep slopes and feed the family.',
    { certifications: 'Certified Permaculture Designer' },
  ),
  business(
    'Hill Country Harvest Co.',
    ['1601 S 1st St', 'Austin', 'TX', '78704', '(512) 555-0163'],
    ['Water-wise gardens', 'Raised beds', 'Herb gardens'],
    'Heat-smart vegetable gardens for Central Texas: shade structures, drip lines and fall plantings that outproduce spring.',
  ),
  business(
    'Treasure Valley Garden Works',
    ['910 W Main St', 'Boise', 'ID', '83702', '(208) 555-0129'],
    ['Season extension', 'Raised beds'],
    'Cold frames, hoop houses and raised beds that add eight weeks to a high-desert season. We design, build and teach.',
    { website: false },
  ),
  business(
    'Green Mountain Potagers',
    ['77 Pine St', 'Burlington', 'VT', '05401', '(802) 555-0181'],
    ['Season extension', 'Fruit trees', 'Soil health'],
    'French-style potagers for Vermont homesteads, with cold-hardy fruit, storage crops and beds that wake early in spring.',
    { certifications: 'NOFA-VT Accredited Organic Land Care Professional' },
  ),
  business(
    'Lowcountry Courtyard Gardens',
    ['12 Queen St', 'Charleston', 'SC', '29401', '(843) 555-0150'],
    ['Herb gardens', 'Containers and balconies'],
    'Herb and vegetable gardens for courtyards, piazzas and window boxes, designed for salt air and summer heat.',
  ),
  business(
    'Windy City Rooftop Farms',
    ['1330 W Fulton Market', 'Chicago', 'IL', '60607', '(312) 555-0174'],
    ['Small spaces', 'Containers and balconies', 'Raised beds'],
    'Rooftop and balcony food gardens for Chicago buildings: lightweight beds, wind screens and irrigation that runs itself.',
    { certifications: 'Green Roof Professional (GRP)' },
  ),
  business(
    'Cuyahoga Raised Beds',
    ['5400 Lorain Ave', 'Cleveland', 'OH', '44102', '(216) 555-0138'],
    ['Raised beds', 'Soil health'],
    'Locally milled cedar beds, filled with our own compost blend and planted the same day. Ready-to-grow gardens for Northeast Ohio.',
  ),
  business(
    'Prairie Table Gardens',
    ['2400 Ingersoll Ave', 'Des Moines', 'IA', '50312', '(515) 555-0195'],
    ['Edible landscaping', 'Fruit trees', 'Pollinator gardens'],
    'Lawn-to-garden conversions for Iowa homes: apples and plums, berry borders, asparagus beds and prairie flowers for the bees.',
    { certifications: `Iowa State ${masterGardener}` },
  ),
  business(
    'Motor City Growers',
    ['4100 Trumbull St', 'Detroit', 'MI', '48208', '(313) 555-0111'],
    ['Small spaces', 'Soil health', 'Raised beds'],
    'A worker-owned crew building urban gardens and market plots across Detroit, with soil testing and remediation included.',
  ),
  business(
    'Aloha Food Forests',
    ['3620 Waialae Ave', 'Honolulu', 'HI', '96816', '(808) 555-0147'],
    ['Fruit trees', 'Edible landscaping'],
    'Multi-layered tropical food forests: breadfruit, banana, papaya, kalo and herbs, designed for island rain and trade winds.',
    { certifications: 'Certified Permaculture Designer' },
  ),
  business(
    'Heartland Pollinator Design',
    ['1800 Baltimore Ave', 'Kansas City', 'MO', '64108', '(816) 555-0123'],
    ['Pollinator gardens', 'Native plants'],
    'Native prairie borders and pollinator strips that bring bees, butterflies and better harvests to Midwest kitchen gardens.',
    { website: false },
  ),
  business(
    'Bluegrass Kitchen Gardens',
    ['535 W Short St', 'Lexington', 'KY', '40507', '(859) 555-0158'],
    ['Raised beds', 'Edible landscaping'],
    'Handsome raised-bed gardens with brick paths and trellises, built to last and planted for Kentucky seasons.',
  ),
  business(
    'Northwoods Cold Frame Co.',
    ['2900 Lyndale Ave S', 'Minneapolis', 'MN', '55408', '(612) 555-0176'],
    ['Season extension', 'Raised beds', 'Small spaces'],
    'Insulated beds, cold frames and low tunnels that keep Minnesota gardens producing from March to November.',
    { certifications: `University of Minnesota ${masterGardener}` },
  ),
  business(
    'Music City Herb Company',
    ['1000 Main St', 'Nashville', 'TN', '37206', '(615) 555-0132'],
    ['Herb gardens', 'Edible landscaping'],
    'Culinary herb gardens designed with chefs: what to plant, where it thrives, and how to keep it producing all summer.',
  ),
  business(
    'Crescent City Container Gardens',
    ['2700 St Claude Ave', 'New Orleans', 'LA', '70117', '(504) 555-0169'],
    ['Containers and balconies', 'Herb gardens', 'Fruit trees'],
    'Citrus in pots, peppers on the gallery and herbs by the door: container gardens made for New Orleans heat and rain.',
  ),
  business(
    'Brooklyn Balcony Gardens',
    ['340 7th Ave', 'Brooklyn', 'NY', '11215', '(718) 555-0184'],
    ['Small spaces', 'Containers and balconies'],
    'Fire escapes, stoops, terraces and rooftops planted for food. We design, deliver and set up self-watering containers.',
  ),
  business(
    'Bay Edible Landscapes',
    ['3300 Grand Ave', 'Oakland', 'CA', '94610', '(510) 555-0190'],
    ['Water-wise gardens', 'Edible landscaping', 'Fruit trees'],
    'Drought-smart edible gardens for Bay Area homes: greywater-ready beds, espaliered fruit and year-round greens.',
    {
      certifications:
        'Qualified Water Efficient Landscaper; Bay-Friendly Qualified Landscape Professional',
    },
  ),
  business(
    'Schuylkill Garden Studio',
    ['1500 S 9th St', 'Philadelphia', 'PA', '19147', '(215) 555-0105'],
    ['Small spaces', 'Herb gardens', 'Raised beds'],
    'Rowhouse gardens for Philadelphia: raised beds on concrete, shade-tolerant greens and herbs climbing the walls.',
  ),
  business(
    'Desert Bloom Edibles',
    ['1020 N 1st St', 'Phoenix', 'AZ', '85004', '(602) 555-0148'],
    ['Water-wise gardens', 'Fruit trees', 'Native plants'],
    'Sonoran desert food gardens: shade sails, sunken beds, citrus, pomegranates and native mesquite, watered with what falls.',
  ),
  business(
    'Ocean State Herb Gardens',
    ['250 Wickenden St', 'Providence', 'RI', '02903', '(401) 555-0166'],
    ['Herb gardens', 'Pollinator gardens'],
    'Herb knots, tea gardens and window boxes for Rhode Island homes, designed by a former restaurant gardener.',
    { website: false },
  ),
  business(
    'James River Garden Design',
    ['2300 W Cary St', 'Richmond', 'VA', '23220', '(804) 555-0120'],
    ['Edible landscaping', 'Pollinator gardens', 'Fruit trees'],
    'Front-yard food gardens that pass the neighbour test: fruit, vegetables and flowers mixed in handsome, tidy borders.',
    { certifications: `Virginia Cooperative Extension ${masterGardener}` },
  ),
  business(
    'Wasatch Water-Wise Gardens',
    ['900 E 900 S', 'Salt Lake City', 'UT', '84105', '(801) 555-0153'],
    ['Water-wise gardens', 'Season extension'],
    'Efficient vegetable gardens for the Wasatch Front: drip-irrigated beds, shade where it counts and covers for late frosts.',
    { certifications: 'Utah Water-Wise Landscape Certified' },
  ),
  business(
    'Adobe & Acequia Gardens',
    ['600 Canyon Rd', 'Santa Fe', 'NM', '87501', '(505) 555-0172'],
    ['Water-wise gardens', 'Native plants', 'Herb gardens'],
    'Waffle gardens, acequia-fed beds and three-sisters plantings that honour northern New Mexico growing traditions.',
  ),
  business(
    'Coastal Georgia Growers',
    ['401 E Broughton St', 'Savannah', 'GA', '31401', '(912) 555-0139'],
    ['Raised beds', 'Fruit trees'],
    'Raised beds that drain in a downpour, figs and muscadines on the fence, and a fall garden planned for Savannah winters.',
  ),
  business(
    'Cascadia Kitchen Gardens',
    ['4300 Fremont Ave N', 'Seattle', 'WA', '98103', '(206) 555-0186'],
    ['Small spaces', 'Season extension', 'Soil health'],
    'Compact kitchen gardens that thrive in Pacific Northwest drizzle: slug-proof beds, cloches and year-round greens.',
    { certifications: `WSU ${masterGardener}` },
  ),
  business(
    'Red Dirt Native Gardens',
    ['120 S Boston Ave', 'Tulsa', 'OK', '74103', '(918) 555-0144'],
    ['Native plants', 'Pollinator gardens'],
    'Native plant borders and pollinator meadows around Oklahoma vegetable gardens, built for wind, heat and clay.',
    { website: false },
  ),
  business(
    'Chesapeake Backyard Farms',
    ['3600 Falls Rd', 'Baltimore', 'MD', '21211', '(410) 555-0161'],
    ['Raised beds', 'Small spaces'],
    'Backyard farms for Baltimore rowhouses and schools: raised beds, compost systems and a season of coaching.',
  ),
  business(
    'Casco Bay Gardens',
    ['65 Commercial St', 'Portland', 'ME', '04101', '(207) 555-0177'],
    ['Season extension', 'Soil health', 'Fruit trees'],
    'Coastal Maine kitchen gardens: cold-hardy apples, storage crops, seaweed-mulched beds and a greenhouse when you are ready.',
  ),
  business(
    'Midnight Sun Growers',
    ['700 W 4th Ave', 'Anchorage', 'AK', '99501', '(907) 555-0125'],
    ['Season extension', 'Raised beds'],
    'Raised beds and greenhouses for Alaska summers: varieties that race the season and setups that catch every hour of light.',
  ),
  business(
    'Magic City Gardens',
    ['2200 2nd Ave N', 'Birmingham', 'AL', '35203', '(205) 555-0130'],
    ['Edible landscaping', 'Herb gardens'],
    'Southern kitchen gardens with collards, okra, peppers and herbs, designed to look good through the long Alabama summer.',
  ),
  business(
    'Big Sky Season Extension',
    ['125 W Front St', 'Missoula', 'MT', '59802', '(406) 555-0113'],
    ['Season extension', 'Native plants'],
    'Hoop houses, wind breaks and frost-proof beds for mountain valley gardens, where frost can come any month.',
  ),
  business(
    'High Desert Harvest',
    ['350 S Center St', 'Reno', 'NV', '89501', '(775) 555-0182'],
    ['Water-wise gardens', 'Raised beds'],
    'Wind-sheltered raised beds and drip systems for Reno gardens: growing food in high-desert sun with a fraction of the water.',
  ),
  business(
    'Red River Raised Beds',
    ['210 Broadway N', 'Fargo', 'ND', '58102', '(701) 555-0159'],
    ['Season extension', 'Soil health', 'Raised beds'],
    'Deep, warm raised beds for Red River Valley gardens, planted with quick-maturing varieties chosen for our short summers.',
  ),
  business(
    'Sunshine State Fruit Gardens',
    ['5200 NE 2nd Ave', 'Miami', 'FL', '33137', '(305) 555-0136'],
    ['Fruit trees', 'Edible landscaping', 'Containers and balconies'],
    'Mango, avocado, papaya and starfruit for South Florida yards, with hurricane-smart planting and year-round vegetables.',
    { certifications: 'ISA Certified Arborist' },
  ),
  business(
    'Constitution Kitchen Gardens',
    ['100 Pratt St', 'Hartford', 'CT', '06103', '(860) 555-0171'],
    ['Herb gardens', 'Pollinator gardens'],
    'Cottage-style kitchen gardens for Connecticut homes: herbs, heirloom vegetables and flowers for cutting and for the bees.',
  ),
  business(
    'Circle City Garden Co.',
    ['900 Massachusetts Ave', 'Indianapolis', 'IN', '46202', '(317) 555-0127'],
    ['Raised beds', 'Small spaces'],
    'Suburban raised-bed gardens designed in one call, built in one day and planted for a summer of salads and tomatoes.',
  ),
  business(
    'Willamette Valley Edibles',
    ['2800 SE Belmont St', 'Portland', 'OR', '97214', '(503) 555-0114'],
    ['Edible landscaping', 'Fruit trees', 'Soil health'],
    'Edible landscapes for Portland homes: espaliered pears, berry hedges and no-dig beds built on our own leaf-mould compost.',
    { certifications: `OSU ${masterGardener}` },
  ),
  business(
    'Sonoran Food Forest Co.',
    ['2500 E Speedway Blvd', 'Tucson', 'AZ', '85719', '(520) 555-0152'],
    ['Water-wise gardens', 'Native plants', 'Fruit trees'],
    'Rain-harvesting food forests for Tucson: basins, swales, desert-adapted fruit and native shade trees.',
  ),
  business(
    'Hudson Valley Potager',
    ['300 Wall St', 'Kingston', 'NY', '12401', '(845) 555-0168'],
    ['Raised beds', 'Herb gardens', 'Season extension'],
    'Potagers for Hudson Valley homes and inns: geometric beds, herb circles and a cold frame for winter salads.',
  ),
  business(
    'Sierra Foothill Orchards',
    ['2000 J St', 'Sacramento', 'CA', '95811', '(916) 555-0179'],
    ['Fruit trees', 'Water-wise gardens'],
    'Backyard orchards for the Sacramento Valley: stone fruit, figs and citrus on drip, pruned small enough to pick from the ground.',
    { certifications: 'ISA Certified Arborist' },
  ),
  business(
    'Driftless Soil & Garden',
    ['400 Main St', 'La Crosse', 'WI', '54601', '(608) 555-0188'],
    ['Soil health', 'Season extension'],
    'Soil tests, compost systems and four-season gardens for the Driftless Area, from a crew of organic growers.',
  ),
  business(
    'Salish Sea Gardens',
    ['1800 Commercial Dr', 'Vancouver', 'BC', 'V5N 4A5', '(604) 555-0134'],
    ['Small spaces', 'Containers and balconies', 'Season extension'],
    'Balcony, rooftop and laneway food gardens for Vancouver: self-watering planters, cloches and year-round greens.',
    { country: 'CA' },
  ),
  business(
    'Kensington Market Gardens',
    ['200 Augusta Ave', 'Toronto', 'ON', 'M5T 2L6', '(416) 555-0145'],
    ['Raised beds', 'Herb gardens', 'Pollinator gardens'],
    'Backyard and front-yard food gardens for Toronto homes, with raised beds, herb borders and native flowers for pollinators.',
    { country: 'CA', certifications: 'Landscape Ontario Certified Horticultural Technician' },
  ),
  business(
    'Bluenose Garden Design',
    ['1600 Barrington St', 'Halifax', 'NS', 'B3J 1Z6', '(902) 555-0156'],
    ['Season extension', 'Soil health'],
    'Maritime kitchen gardens built on seaweed and compost, with wind breaks and cold frames for a short coastal season.',
    { country: 'CA' },
  ),
  business(
    'Merri Creek Kitchen Gardens',
    ['150 Queens Pde', 'Melbourne', 'VIC', '3068', '(03) 5550 1234'],
    ['Water-wise gardens', 'Edible landscaping', 'Fruit trees'],
    'Kitchen gardens for Melbourne backyards and courtyards: wicking beds, espaliered fruit and a plan for every season.',
    { country: 'AU' },
  ),
  business(
    'River City Food Gardens',
    ['80 Boundary St', 'Brisbane', 'QLD', '4101', '(07) 5550 2468'],
    ['Fruit trees', 'Containers and balconies'],
    'Subtropical food gardens for Brisbane: dragon fruit on the fence, herbs on the verandah and a wet-season plan.',
    { country: 'AU' },
  ),
  business(
    'Swan Valley Water-Wise Gardens',
    ['200 Great Eastern Hwy', 'Perth', 'WA', '6056', '(08) 5550 3579'],
    ['Water-wise gardens', 'Native plants', 'Soil health'],
    'Vegetable gardens for sandy Perth soils: wicking beds, deep mulch and waterwise planting through long dry summers.',
    { country: 'AU', certifications: 'Waterwise Garden Professional' },
  ),
];

/** The demo gardens people submitted: by designers (by index in seedDesigners) or demo accounts. */
export interface SeedGarden {
  /** A seedDesigners index, or a demo account key. */
  by: number | 'customer' | 'coach';
  description: string;
  city: string;
  state: string;
  images: string[];
  /** Days before seeding. */
  daysAgo: number;
}

export const seedGardens: readonly SeedGarden[] = [
  {
    by: 'customer',
    description:
      'Our first year with two 4 × 8 raised beds: tomatoes, basil, lettuce and a row of zinnias for the bees.',
    city: 'Chicago',
    state: 'IL',
    images: [media('raised-beds.svg'), media('tomato-harvest.svg')],
    daysAgo: 2,
  },
  {
    by: 'coach',
    description:
      'My own potager: four beds around a herb circle, gravel paths and espaliered pears on the fence.',
    city: 'Portland',
    state: 'OR',
    images: [media('potager-plan.svg'), media('garden-path.svg'), media('herb-spiral.svg')],
    daysAgo: 5,
  },
  {
    by: 1,
    description:
      'A client garden in South Austin: shade cloth over the tomatoes and drip lines under the mulch.',
    city: 'Austin',
    state: 'TX',
    images: [media('cover-rows.svg')],
    daysAgo: 9,
  },
  {
    by: 19,
    description:
      'A backyard orchard of dwarf citrus, a fig and two plums, underplanted with strawberries.',
    city: 'Oakland',
    state: 'CA',
    images: [media('cover-orchard.svg'), media('seedlings.svg')],
    daysAgo: 14,
  },
  {
    by: 18,
    description: 'Fire-escape salad garden: six self-watering boxes of lettuce, chard and herbs.',
    city: 'Brooklyn',
    state: 'NY',
    images: [media('herb-spiral.svg')],
    daysAgo: 21,
  },
  {
    by: 28,
    description: 'Cold frames and cloches keep this Seattle garden in greens all winter.',
    city: 'Seattle',
    state: 'WA',
    images: [media('seedlings.svg'), media('raised-beds.svg')],
    daysAgo: 30,
  },
  {
    by: 44,
    description:
      'Balcony garden in Vancouver: peas on strings, strawberries in towers and a tomato in every corner.',
    city: 'Vancouver',
    state: 'BC',
    images: [media('tomato-harvest.svg')],
    daysAgo: 45,
  },
  {
    by: 49,
    description: 'Wicking beds in sandy Perth soil, mulched deep and planted for autumn.',
    city: 'Perth',
    state: 'WA',
    images: [media('garden-path.svg'), media('cover-rows.svg')],
    daysAgo: 60,
  },
];

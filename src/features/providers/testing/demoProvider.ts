import type { ProviderWire } from '#src/lib/api/types.ts';
import { gardenScene, portrait } from '#src/ui/components/Image/storyImages.ts';

/** A complete business for stories and tests. */
export const demoProvider: ProviderWire = {
  id: 7,
  slug: 'green-row-gardens',
  name: 'Green Row Gardens',
  description:
    'Raised beds, potagers and edible borders built to last, from design to the first harvest, across the Portland metro area.',
  user_id: 12,
  addresses: [
    {
      phone: '503-555-0142',
      address: '1420 SE Alder St',
      city: 'Portland',
      state: 'OR',
      postal_code: '97214',
      country: 'US',
    },
  ],
  properties: [
    { id: 1, name: 'website', property: 'greenrow.example' },
    { id: 2, name: 'certifications', property: 'Certified Permaculture Designer' },
  ],
  expertises: [
    { id: 1, name: 'Raised beds' },
    { id: 4, name: 'Edible landscaping' },
  ],
  images: {
    logo: { image: portrait(200) },
    cover: { image: gardenScene(1000, 500) },
    portfolio: [1, 2, 3, 4, 5].map((id) => ({ id, image: gardenScene(600, 600) })),
  },
  coaches: [
    { id: 2, first_name: 'Maya', last_name: 'Okafor', images: { avatar: { image: portrait(65) } } },
  ],
};

/** A business that has filled in only what registration requires. */
export const bareProvider: ProviderWire = {
  id: 8,
  slug: 'plot-and-pail',
  name: 'Plot & Pail',
  description: 'Kitchen gardens for small yards.',
  user_id: 13,
  addresses: [
    {
      phone: null,
      address: null,
      city: 'Halifax',
      state: 'NS',
      postal_code: 'B3H 1A1',
      country: 'CA',
    },
  ],
  properties: [],
  expertises: [],
  images: {},
  coaches: [],
};

import type { CoachWire } from '#src/lib/api/types.ts';
import { gardenScene, portrait } from '#src/ui/components/Image/storyImages.ts';

/** A complete, active designer for stories and tests. */
export const demoDesigner: CoachWire = {
  id: 2,
  first_name: 'Maya',
  last_name: 'Okafor',
  images: {
    avatar: { image: portrait(160) },
    portfolio: [1, 2, 3, 4, 5].map((id) => ({ id, image: gardenScene(600, 600) })),
  },
  coach: true,
  coach_status: 'active',
  has_zoom: true,
  coach_zoom_only: false,
  is_available_now: false,
  expertises: [
    { id: 1, name: 'Raised beds' },
    { id: 2, name: 'Small spaces' },
  ],
  properties: [
    {
      name: 'about',
      property:
        'I design kitchen gardens that fit the way you cook, from balcony pots to potagers.',
    },
    { name: 'testimonial', property: 'Maya turned our bare yard into a garden we eat from daily.' },
  ],
  addresses: [{ city: 'Portland', state: 'OR' }],
};

/** A designer who has filled in nothing yet. */
export const emptyDesigner: CoachWire = {
  ...demoDesigner,
  id: 3,
  first_name: 'Theo',
  last_name: 'Newleaf',
  images: { avatar: { image: null } },
  expertises: [],
  properties: [],
  addresses: [],
};

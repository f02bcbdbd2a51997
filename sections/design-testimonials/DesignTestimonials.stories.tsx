import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoDesignerId,
  designTestimonialsSections,
} from '#src/demo/sections/design-testimonials.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { DesignTestimonials } from './DesignTestimonials.tsx';
import designTestimonialsModule from './index.ts';
import type { DesignTestimonialsContent, UserName } from './schema.ts';

// The catalogue renders through the module, whose data hook looks the designers' names up (MSW here).
const catalogue = sectionCatalogue<DesignTestimonialsContent, 'default', UserName[]>(
  designTestimonialsModule,
  DesignTestimonials,
  designTestimonialsSections,
);
const { propsOf, demo } = catalogue;

const designerNames = { data: [{ id: demoDesignerId, first_name: 'Maya', last_name: 'Okafor' }] };

/**
 * **Design testimonials** (`design-testimonials`): a carousel of finished garden designs, one at a
 * time — the garden before, the design plan and the garden after, what the customer said, and
 * 'Designed by …' linking to the designer's profile. Previous and Next (and the arrow keys while the
 * carousel has focus) move through the designs and wrap around; with one design there are no buttons.
 *
 * Editors fill in `headline` (optional) and `designs` (required, at least one), each with:
 * - `before`, `design`, `after`: image URLs (any may be left blank);
 * - `coach`: the designer's user id — their name is looked up (GET /users?ids=…) and, while it loads
 *   or if it cannot be found, the credit reads 'Designed by a Trellis designer';
 * - `quote`, `isQuote` (show it as a quotation), `citation` (who said it).
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/DesignTestimonials',
  ...catalogue.meta,
  beforeEach({ msw }) {
    msw.use(http.get('/api/users', () => HttpResponse.json(designerNames)));
  },
} satisfies Meta<typeof DesignTestimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Several designs: Previous and Next move through them and wrap around. */
export const Carousel: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Gardens our designers have planned' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(
      await canvas.findByRole('link', { name: 'Designed by Maya Okafor' }),
    ).toHaveAttribute('href', `/designers/${demoDesignerId}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Next design' }));
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous design' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous design' }));
    await expect(canvas.getByRole('group', { name: '3 of 3' })).toBeVisible();
  },
};

/** With focus in the carousel (here on Next), the arrow keys move through the designs. */
export const KeyboardNavigation: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Before and after' });
    within(carousel).getByRole('button', { name: 'Next design' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(carousel).getByRole('group', { name: '2 of 2' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(carousel).getByRole('group', { name: '1 of 2' })).toBeVisible();
  },
};

/** One design: no Previous or Next. */
export const SingleDesign: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Beige: Story = { args: demo(0) };
export const Green: Story = { args: demo(1) };
export const White: Story = { args: demo(2) };
export const Pink: Story = {
  args: propsOf({
    ...designTestimonialsSections[2]!,
    options: { BackgroundColor: { color: 'pink' } },
  }),
};

/** Only the required field: one design with only its plan image and no designer. */
export const RequiredFieldsOnly: Story = {
  args: demo(3),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'The garden design plan' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'design-testimonials',
    content: {
      headline:
        'Kitchen gardens our designers have planned for small yards, big plots, balconies and everything in between',
      designs: [
        {
          before: '/api/media/garden-path.svg',
          design: '/api/media/potager-plan.svg',
          after: '/api/media/raised-beds.svg',
          coach: demoDesignerId,
          quote:
            'When we moved in, the back garden was a rectangle of tired lawn and one sulking hydrangea. Maya drew us a potager with four beds, a gravel path wide enough for a wheelbarrow and a herb spiral by the kitchen door. Two summers later we have not bought a lettuce since April, the children eat peas straight from the vine, and our neighbours keep asking for the plan.',
          isQuote: true,
          citation: 'Jonah and Sam Reyes, who garden a quarter acre outside Denver, Colorado',
        },
        ...(designTestimonialsSections[0]!.content as { designs: unknown[] }).designs,
      ],
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

/** While the designers' names load, the credit reads 'Designed by a Trellis designer'. */
export const LoadingNames: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(http.get('/api/users', ({ request }) => holdOpen(request)));
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Designed by a Trellis designer' }),
    ).toHaveAttribute('href', `/designers/${demoDesignerId}`);
  },
};

/** The lookup does not know the designer (no names come back). */
export const UnknownDesigner: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(http.get('/api/users', () => HttpResponse.json({ data: [] })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Designed by a Trellis designer' }),
    ).toBeVisible();
  },
};

/** The lookup fails: the designs still show, with the neutral credit. */
export const NamesError: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(apiStates.error('/api/users'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Designed by a Trellis designer' }),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import {
  asDesigner,
  customerDesigns,
  detailsDoneDesign,
  drawnDesign,
  homeworkDesign,
  inDesignDesign,
} from '../testing/designFixtures.ts';
import { DesignList } from './DesignList.tsx';

/**
 * **DesignList** (`src/features/designs/list`): the person's garden designs on `/account/designs`, newest
 * first, as `GET /designs` lists them.
 *
 * - **Each design**: its name as a heading and a link to its page (`/account/designs/{id}`; a blank
 *   name reads 'Design #{id}'), who else is on it — for the customer 'Designer: {name}' or 'No
 *   designer chosen yet', for a designer, artist or admin 'Customer: {name}' — and its status as a
 *   badge: Homework and Needs Scheduling (waiting on the customer), Call Upcoming and In Design (under
 *   way), Complete and Closed (finished).
 * - **No designs**: 'You have no designs yet.' with a link to **Find a Designer** (`/design`).
 * - `headingLevel` (2 by default) puts the names under the page's headings.
 */
const meta = {
  title: 'Designs/DesignList',
  component: DesignList,
  args: { designs: customerDesigns() },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '48rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DesignList>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('listitem').map((item: HTMLElement) => within(item));

export const Playground: Story = {};

/** A customer's designs at every stage: the designer once chosen, and the status of each. */
export const CustomersDesigns: Story = {
  play: async ({ canvas }) => {
    const [blank, front, back, balcony] = items(canvas);
    await expect(blank!.getByRole('link', { name: 'Design #4' })).toHaveAttribute(
      'href',
      '/account/designs/4',
    );
    await expect(blank!.getByText('Homework')).toBeVisible();
    await expect(front!.getByText('No designer chosen yet')).toBeVisible();
    await expect(front!.getByText('Needs Scheduling')).toBeVisible();
    await expect(back!.getByRole('link', { name: 'Back garden' })).toHaveAttribute(
      'href',
      '/account/designs/2',
    );
    await expect(back!.getByText('Designer: Maya Okafor')).toBeVisible();
    await expect(back!.getByText('In Design')).toBeVisible();
    await expect(balcony!.getByText('Closed')).toBeVisible();
  },
};

/** Nothing bought yet: the way to a designer. */
export const Empty: Story = {
  args: { designs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have no designs yet\./)).toHaveTextContent(
      'You have no designs yet. Find a Designer to start one.',
    );
    await expect(canvas.getByRole('link', { name: 'Find a Designer' })).toHaveAttribute(
      'href',
      '/design',
    );
  },
};

/** A designer's designs: each names its customer. */
export const DesignersView: Story = {
  args: {
    designs: [asDesigner(drawnDesign()), asDesigner(inDesignDesign({ id: 6, name: 'Rooftop' }))],
  },
  play: async ({ canvas }) => {
    const [drawn, rooftop] = items(canvas);
    await expect(drawn!.getByText('Customer: Casey Customer')).toBeVisible();
    await expect(drawn!.getByText('Complete')).toBeVisible();
    await expect(rooftop!.getByRole('link', { name: 'Rooftop' })).toHaveAttribute(
      'href',
      '/account/designs/6',
    );
    await expect(canvas.queryByText(/^Designer:/)).not.toBeInTheDocument();
  },
};

/** A design whose name was cleared: it is named by its number. */
export const BlankName: Story = {
  args: { designs: [homeworkDesign({ id: 12, name: '' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Design #12' })).toBeVisible();
  },
};

/** A long name wraps beside its status. */
export const LongName: Story = {
  args: {
    designs: [
      detailsDoneDesign({
        name: 'The long sunny border along the south fence, and the herb spiral by the kitchen door',
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^The long sunny border/ })).toBeVisible();
    await expect(canvas.getByText('Homework')).toBeVisible();
  },
};

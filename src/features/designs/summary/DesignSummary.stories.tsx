import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import {
  designFileHandlers,
  designTimeZone,
  drawnDesign,
  gardenPhotos,
  homeworkDesign,
  inDesignDesign,
  propertyPhoto,
} from '../testing/designFixtures.ts';
import { DesignSummary } from './DesignSummary.tsx';

type Canvas = ReturnType<typeof within>;

/** The details list as term → value pairs, in order. */
const details = (canvas: Canvas) => {
  const values = canvas.getAllByRole('definition').map((value: HTMLElement) => value.textContent);
  return canvas
    .getAllByRole('term')
    .map((term: HTMLElement, index: number) => [term.textContent, values[index]]);
};
/** A file group's list, by the group's title (the titles and the lists come in turn). */
const group = (canvas: Canvas, title: string) => {
  const titles = canvas.getAllByRole('heading').map((heading: HTMLElement) => heading.textContent);
  return within(canvas.getAllByRole('list')[titles.indexOf(title)]!);
};

/**
 * **DesignSummary** (`src/features/designs/summary`): a design at a glance, read-only, on its page
 * (`/account/designs/{design}`) — what the designer, artist or an admin sees of the customer's
 * homework, and what the customer sees once the homework is handed over.
 *
 * - **Details**: Customer, Designer ('Not chosen yet' until there is one), Video call (in the
 *   viewer's timezone, `timeZone`), Address, Garden size ('{length} ft × {width} ft'), Budget, Budget
 *   flexible and Builder; a detail not given is left out.
 * - **Your design**: the designer's drawings (`system_type` 'design'), once there are: pictures as
 *   thumbnails, other files (a PDF) as a download link only.
 * - **Garden photos**: the homework's photos (wide-angle, property, additional images), each with its
 *   kind, its notes and 'Download {name}'; 'No photos yet.' when there are none.
 * - `headingLevel` (2 by default) puts the groups' titles one level under it.
 *
 * Times here are in Chicago; the pictures come from MSW (`/api/design-files/{key}`).
 */
const meta = {
  title: 'Designs/DesignSummary',
  component: DesignSummary,
  args: { design: inDesignDesign(), timeZone: designTimeZone },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '56rem' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...designFileHandlers());
  },
} satisfies Meta<typeof DesignSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In design: the people, the call in the viewer's timezone, the details and the photos with notes. */
export const InDesign: Story = {
  args: { design: inDesignDesign({ files: [...gardenPhotos, propertyPhoto] }) },
  play: async ({ canvas }) => {
    await expect(details(canvas)).toEqual([
      ['Customer', 'Casey Customer'],
      ['Designer', 'Maya Okafor'],
      ['Video call', 'Fri, Nov 20, 2026, 11:00 AM CST'],
      ['Address', '1200 SE Oak St, Portland, OR 97214, USA'],
      ['Garden size', '20 ft × 12 ft'],
      ['Budget', '$3000 - $5000 (Small 120-200)'],
      ['Budget flexible', 'Yes'],
      ['Builder', 'DIY'],
    ]);
    const photos = group(canvas, 'Garden photos');
    await expect(photos.getAllByRole('listitem')).toHaveLength(3);
    await expect(photos.getByRole('img', { name: 'The whole yard from the deck' })).toBeVisible();
    await expect(photos.getByText('Shady corner by the fence')).toBeVisible();
    await expect(photos.getByRole('img', { name: 'Property photo: front.jpg' })).toBeVisible();
    await expect(photos.getByRole('link', { name: 'Download yard.png' })).toHaveAttribute(
      'href',
      gardenPhotos[0]!.download,
    );
  },
};

/** The same design seen from London: the call at 5:00 PM GMT. */
export const OtherTimeZone: Story = {
  args: { timeZone: 'Europe/London' },
  play: async ({ canvas }) => {
    await expect(details(canvas)).toContainEqual(['Video call', 'Fri, Nov 20, 2026, 5:00 PM GMT']);
  },
};

/** No photos uploaded yet. */
export const NoPhotos: Story = {
  args: { design: inDesignDesign({ files: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No photos yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Just bought: no designer yet, and only the details there are. */
export const NothingYet: Story = {
  args: { design: homeworkDesign() },
  play: async ({ canvas }) => {
    await expect(details(canvas)).toEqual([
      ['Customer', 'Casey Customer'],
      ['Designer', 'Not chosen yet'],
    ]);
    await expect(canvas.getByText('No photos yet.')).toBeVisible();
  },
};

/** The designer's drawing, a PDF: under 'Your design', a download link and no thumbnail. */
export const WithDrawing: Story = {
  args: { design: drawnDesign() },
  play: async ({ canvas }) => {
    const drawing = group(canvas, 'Your design');
    await expect(drawing.getByText('Design drawing')).toBeVisible();
    await expect(drawing.queryByRole('img')).not.toBeInTheDocument();
    await expect(
      drawing.getByRole('link', { name: 'Download Back garden plan.pdf' }),
    ).toHaveAttribute('href', '/api/design-files/3f0c6a52-8d1e-4c0b-9a57-000000000030?download=1');
    await expect(group(canvas, 'Garden photos').getAllByRole('listitem')).toHaveLength(2);
  },
};

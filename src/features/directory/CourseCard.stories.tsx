import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CourseCard } from './CourseCard.tsx';
import { demoCourse } from './testing/demoDirectory.ts';
import { InCell, OnEveryBand } from './testing/storyFrames.tsx';

/**
 * **Course card** (`CourseCard`, `src/features/directory/`): a course in the content grid's `combo-quadrant`
 * layout. It shows the course's picture (3:2), the label 'Course', its title linking to the course's
 * `url` (a page of this site, or another site in a new tab, which screen readers are told) and its
 * description, three lines at most. The whole card is one link.
 *
 * Props: `course` (`CourseWire`) and `headingLevel` (3 by default).
 */
const meta = {
  title: 'Directory/CourseCard',
  component: CourseCard,
  args: { course: demoCourse() },
  render: (args) => (
    <InCell>
      <CourseCard {...args} />
    </InCell>
  ),
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnThisSite: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Course')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kitchen Garden Foundations' })).toHaveAttribute(
      'href',
      '/courses/kitchen-garden-foundations',
    );
  },
};

/** Taught on another site: the link opens a new tab and says so. */
export const OnAnotherSite: Story = {
  args: { course: demoCourse({ url: 'https://learn.example.com/kitchen-garden-foundations' }) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Kitchen Garden Foundations (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** No picture and no description: the card keeps its size. */
export const WithoutPicture: Story = {
  args: { course: demoCourse({ image: null, description: null }) },
};

/** A long title and description are clamped. */
export const LongTitle: Story = {
  args: {
    course: demoCourse({
      title:
        'The Complete Four-Season Kitchen Garden: Planning, Sowing, Protecting and Harvesting Every Month of the Year',
      description:
        'Twelve modules, forty lessons and a planting plan drawn for your own garden by one of our designers, with live question sessions every other Thursday evening and a community of growers in every climate zone.',
    }),
  },
};

/** The card is white, so it reads the same on every band. */
export const OnEveryBackground: Story = {
  render: (args) => (
    <OnEveryBand>
      <CourseCard {...args} />
    </OnEveryBand>
  ),
};

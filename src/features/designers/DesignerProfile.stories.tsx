import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DesignerProfile } from './DesignerProfile.tsx';
import { demoDesigner, emptyDesigner } from './testing/demoDesigner.ts';

/**
 * A designer's public profile at /designers/{id}: picture, name, location, About Me, portfolio
 * (four pictures per row on wider screens), testimonials and areas of expertise. Each part has the
 * specification's wording when the designer has not filled it in. An inactive or unapproved
 * designer's page answers 403 instead (see the error pages).
 */
const meta = {
  title: 'Designers/DesignerProfile',
  component: DesignerProfile,
  parameters: { layout: 'padded' },
  args: { coach: demoDesigner },
} satisfies Meta<typeof DesignerProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
    await expect(canvas.getByText('Portland, OR')).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: /^Enlarge: Garden by Maya Okafor/ }),
    ).toHaveLength(5);
  },
};

/** Several testimonials: one at a time, with a dot for each. */
export const SeveralTestimonials: Story = {
  args: {
    coach: {
      ...demoDesigner,
      properties: [
        ...demoDesigner.properties,
        { name: 'testimonial', property: 'A plan we could build in a weekend. — Sam, Beaverton' },
        {
          name: 'testimonial',
          property: '{"quote":"Our first tomatoes in ten years.","credit":"Ana and Luis"}',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const third = canvas.getByRole('button', { name: 'Testimonial 3 of 3' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Our first tomatoes in ten years.')).toBeVisible();
    await expect(canvas.getByText('— Ana and Luis')).toBeVisible();
  },
};

export const NothingFilledIn: Story = {
  args: { coach: emptyDesigner },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No portfolio images provided')).toBeVisible();
    await expect(canvas.getByText('No testimonials provided')).toBeVisible();
    await expect(canvas.getByText('No areas of expertise defined')).toBeVisible();
  },
};

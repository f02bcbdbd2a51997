import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DesignerProfile } from './DesignerProfile.tsx';
import { demoDesigner, emptyDesigner } from './fixtures.ts';

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
    await expect(canvas.getAllByRole('img', { name: /Garden by Maya Okafor/ })).toHaveLength(5);
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

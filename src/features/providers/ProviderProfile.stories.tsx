import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bareProvider, demoProvider } from './testing/demoProvider.ts';
import { ProviderProfile, providerProfileWording } from './ProviderProfile.tsx';

/**
 * A business's public profile (`/businesses/{slug}`): cover and logo, name and location, about,
 * specialties, contact (address, phone, website, certifications), the portfolio with its zoom, and the
 * designers on its team. Parts with nothing to show say so or stay out.
 */
const meta = {
  title: 'Directory/ProviderProfile',
  component: ProviderProfile,
  parameters: { layout: 'padded' },
  args: { provider: demoProvider },
} satisfies Meta<typeof ProviderProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Green Row Gardens' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^greenrow.example/ })).toHaveAttribute(
      'href',
      'https://greenrow.example/',
    );
    await expect(canvas.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/designers/2',
    );
  },
};

/** Only what registration requires: no pictures, specialties or team. */
export const RequiredOnly: Story = {
  args: { provider: bareProvider },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(providerProfileWording.noPortfolio)).toBeVisible();
    await expect(canvas.getByText(providerProfileWording.noSpecialties)).toBeVisible();
  },
};

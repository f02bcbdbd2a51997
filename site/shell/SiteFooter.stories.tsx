import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter.tsx';

/**
 * The footer of every site page: three columns of links (the fallback list of platform.md §2 —
 * Consultants, Learn, The Book, Home, About, Virtual Consult, Contact, the store's collections and
 * return policy in a new tab, the four quiz results, Privacy and Terms) and the copyright of the
 * current year. Pink by default; white on the order detail page. Columns stack on a phone.
 */
const meta = {
  title: 'Site/Footer',
  component: SiteFooter,
  argTypes: { tone: { control: 'inline-radio', options: ['pink', 'white'] } },
  args: { tone: 'pink' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The default, everywhere but the order detail page. */
export const Pink: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(getComputedStyle(footer).backgroundColor).toBe('rgb(247, 225, 220)');
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Trellis.`);
    await expect(canvas.getAllByRole('navigation')).toHaveLength(3);
    await expect(
      within(canvas.getByRole('navigation', { name: 'Footer column 3' })).getByRole('link', {
        name: 'Terms',
      }),
    ).toHaveAttribute('href', '/terms');
  },
};

/** On the order detail page. */
export const White: Story = {
  args: { tone: 'white' },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(getComputedStyle(footer).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** On a phone the three columns stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('navigation');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

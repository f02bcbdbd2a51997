import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { heroSections } from '#src/demo/sections/hero.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { Hero } from './Hero.tsx';
import heroModule from './index.ts';
import type { HeroContent, HeroLayout } from './schema.ts';

const catalogue = sectionCatalogue<HeroContent, HeroLayout>(heroModule, Hero, heroSections);
const { propsOf, demo } = catalogue;

/**
 * **Hero** (`hero`): the opening of a page — its main heading, a line under it, a short text and an
 * image. Two layouts:
 * - `default`: call-to-action buttons under the text;
 * - `opt-in`: an e-mail sign-up under the text, which subscribes the visitor to the section's list
 *   with its tag(s), then says "Thank you for your submission.".
 *
 * Editors fill in `headline` (required; the page's main heading), `subheadline`, `body` (short rich
 * text), `image` (an image URL; the text is centred when there is none), `buttons` (call-to-action
 * buttons; blank ones are left out), and for the opt-in layout `listId` (the e-mail list) and `ac_tag`
 * (tags, comma separated).
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/Hero',
  ...catalogue.meta,
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DefaultLayout: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Grow your own kitchen garden' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const OptInLayout: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /email address/i })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
};

export const White: Story = { args: demo(3) };
export const Beige: Story = { args: demo(0) };
export const Green: Story = { args: demo(1) };
export const Pink: Story = { args: demo(2) };

/** Without an image the text is centred in the reading column. */
export const RequiredFieldsOnly: Story = { args: demo(4) };

export const LongContent: Story = {
  args: propsOf({
    type: 'hero',
    content: {
      headline:
        'Grow a kitchen garden that feeds your family from the first spring radishes to the last winter leeks',
      subheadline:
        'Planting plans, one-to-one design help and seasonal advice for people who would rather be eating than weeding',
      body: '<p>Whether you have a sunny balcony, a shady courtyard or a quarter acre of lawn you are tired of mowing, our designers help you plan beds, paths and planting so that something is ready to pick every week of the year.</p><p>Start with the quiz, book a call, or read the guides — there is no wrong way in.</p>',
      image: '/api/media/kitchen-garden-hero.svg',
      buttons: [
        { buttonText: 'Take the Quiz', link: '/quiz' },
        {
          buttonText: 'Book a design call with a garden designer',
          link: '/design',
          fontColor: '#2f5d3a',
          borderColor: '#2f5d3a',
          backgroundColor: '#ffffff',
        },
        {
          buttonText: 'Get the free planting calendar',
          isOptInForm: true,
          optInFormTag: 'planting-calendar',
        },
      ],
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

/** The sign-up succeeds: the visitor is thanked. */
export const OptInSignUpSucceeds: Story = {
  args: demo(1),
  beforeEach({ msw }) {
    msw.use(http.post('/api/opt-in', () => HttpResponse.json({ data: { status: 'subscribed' } })));
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /email address/i }),
      'ada@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('Thank you for your submission.')).toBeVisible();
  },
};

/** The server refuses the address (422): its message shows on the field and the address is kept. */
export const OptInSignUpRefused: Story = {
  args: demo(2),
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/opt-in', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['This e-mail address cannot receive mail.'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /email address/i });
    await userEvent.type(field, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('This e-mail address cannot receive mail.')).toBeVisible();
    await expect(field).toHaveValue('ada@example.com');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ctaBandSections } from '#src/demo/sections/cta-band.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { CtaBand } from './CtaBand.tsx';
import ctaBandModule from './index.ts';
import type { CtaBandContent } from './schema.ts';

const catalogue = sectionCatalogue<CtaBandContent>(ctaBandModule, CtaBand, ctaBandSections);
const { propsOf, demo } = catalogue;

/**
 * **Call-to-action band** (`cta-band`): a full-width band that asks the visitor to act. Editors fill in:
 * - `headline` and `subheadline` (both optional): shown centred above the buttons;
 * - `cta.content.buttons` (the `cta` object is required): each button is either an e-mail sign-up
 *   (`isOptInForm`, optional `optInFormTag` and `listId`; it opens a sign-up dialog) or a link to `link`
 *   with its own `fontColor`, `borderColor` and `backgroundColor`. A button shows only when its text is
 *   not blank after trimming.
 *
 * Background: green unless the editor chooses beige, pink or white; on green the text turns white.
 */
const meta = {
  title: 'Sections/CtaBand',
  ...catalogue.meta,
} satisfies Meta<typeof CtaBand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Green is the band's own background, used when the editor chooses none. */
export const Green: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Ready to grow your own food?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a design call' })).toHaveAttribute(
      'href',
      '/design',
    );
  },
};

/** The second button's text is only spaces, so it is left out. */
export const Beige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Take the Quiz' })).toBeVisible();
  },
};
export const Pink: Story = { args: demo(2) };
export const White: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({
    type: 'cta-band',
    content: { cta: { content: { buttons: [{ buttonText: 'Take the Quiz', link: '/quiz' }] } } },
  }),
};

export const LongContent: Story = {
  args: propsOf({
    type: 'cta-band',
    content: {
      headline:
        'Ready to turn that patch of lawn into a garden that feeds your family from spring to the first hard frost?',
      subheadline:
        'Book a call with one of our designers, get the free planting calendar, or take the quiz to find out what kind of kitchen gardener you are.',
      cta: {
        content: {
          buttons: [
            {
              buttonText: 'Book a design call with a garden designer',
              link: '/design',
              fontColor: '#2f5d3a',
              backgroundColor: '#ffffff',
              borderColor: '#ffffff',
            },
            {
              buttonText: 'Get the free planting calendar',
              isOptInForm: true,
              optInFormTag: 'planting-calendar',
            },
            {
              buttonText: 'Take the Quiz',
              link: '/quiz',
              fontColor: '#ffffff',
              backgroundColor: '#b5452f',
              borderColor: '#b5452f',
            },
          ],
        },
      },
    },
  }),
};

/** An opt-in button opens an e-mail sign-up titled with the button's text. */
export const OptInButtonOpensSignUp: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get the planting calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the planting calendar' });
    // The panel animates in; wait until it is shown.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('textbox', { name: /email address/i }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Get the planting calendar' })).toHaveFocus();
  },
};

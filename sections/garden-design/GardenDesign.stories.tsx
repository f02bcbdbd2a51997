import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StripeProvider } from '#src/checkout/stripe.tsx';
import { checkoutHandlers } from '#src/checkout/testing/checkoutFixtures.ts';
import { storyCustomer } from '#src/checkout/testing/CheckoutStoryFrame.tsx';
import { createFakeStripe } from '#src/checkout/testing/fakeStripe.ts';
import { FakeSession, fakeAccount } from '#src/test/FakeSession.tsx';
import {
  gardenDesignProducts,
  gardenDesignSections,
} from '#api/fixtures/sections/garden-design.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import gardenDesignModule from './index.ts';
import { activeDesignWording } from './ActiveDesign.tsx';
import { GardenDesign, gardenDesignEmptyText, gardenDesignErrorText } from './GardenDesign.tsx';

const catalogue = sectionCatalogue(gardenDesignModule, GardenDesign, gardenDesignSections);
const { demo, propsOf } = catalogue;
const productsPath = '/api/products';

/**
 * **Garden design** (`garden-design`): the garden-design landing, where a visitor learns how a garden
 * design works and buys one. Editors fill in:
 * - `headline` (optional): the heading above the steps;
 * - `steps` (optional): how it works, in order — each with a `headline` (required) and a `body` (rich
 *   text). The landing has three; they show in three columns from tablet up.
 *
 * The price cards are not content: they are every `garden-design` product (`GET /products`), cheapest
 * first, in the page's first HTML. Each card's "Get Started" opens the checkout 'Checkout: {product
 * name}' in a dialog; a visitor signs up or logs in inside it; after payment the buyer goes to the new
 * design's page. While the products load the cards show placeholders; with none, or when they cannot
 * be loaded, the section says so. Someone signed in with an active design (the first neither closed nor
 * complete) sees it instead: its status and 'View My Active Design'; 'Start Over' asks 'You will lose
 * any progress on your questionnaire, would you like to continue?' and then offers the packages.
 *
 * Background: beige unless the editor chooses green, pink or white; on green the text turns white.
 */
const meta = {
  title: 'Sections/GardenDesign',
  ...catalogue.meta,
  // The products come from the API as the browser calls it (/api/...), answered here by MSW.
  beforeEach({ msw }) {
    msw.use(apiStates.answer(productsPath, { data: gardenDesignProducts }));
  },
} satisfies Meta<typeof GardenDesign>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Beige: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'How your garden design works' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Step')).toHaveLength(3);
    const cards = await canvas.findAllByRole('article');
    // Cheapest first, with the price on each card.
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Garden Design Lite',
      'Garden Design',
      'Garden Design Plus',
    ]);
    await expect(cards[1]).toHaveTextContent('$249.00');
    await expect(
      canvas.getByRole('button', { name: 'Get Started with Garden Design Plus' }),
    ).toBeVisible();
  },
};
export const White: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

/** With no headline and no steps: the price cards alone. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: gardenDesignModule.type, content: {} }),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    // No steps, and the cards' names are the section's top headings.
    await expect(canvas.queryByText('Step')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: gardenDesignModule.type,
    content: {
      headline:
        'Design the kitchen garden you will cook from all year, from the first radishes to the last leeks',
      steps: [
        {
          headline: 'Tell us everything about your garden, your kitchen and the time you have',
          body: '<p>A questionnaire of about three minutes, then photos from every corner, the measurements of each bed and what grows there now. The more we know, the better the plan.</p>',
        },
        { headline: 'Meet your designer', body: '<p>A video call to walk through your space.</p>' },
        { headline: 'Get your plan', body: '' },
      ],
    },
  }),
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.loading(productsPath));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading design packages...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.answer(productsPath, { data: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(gardenDesignEmptyText)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.error(productsPath));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(gardenDesignErrorText)).toBeVisible();
  },
};

/**
 * "Get Started" opens the checkout for that product in a dialog. A visitor signs up (or logs in)
 * inside it first.
 */
export const CheckoutForAVisitor: Story = {
  args: demo(0),
  decorators: [
    (Story) => (
      <FakeSession account={null}>
        <Story />
      </FakeSession>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Get Started with Garden Design' }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Checkout: Garden Design' },
      { timeout: 5000 },
    );
    await expect(
      await within(dialog).findByRole('heading', { name: 'Create your free account' }),
    ).toBeVisible();
  },
};

/** Signed in, the checkout offers the saved cards and a discount code, with the product's price. */
export const CheckoutSignedIn: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(
      apiStates.answer(productsPath, { data: gardenDesignProducts }),
      ...checkoutHandlers({ products: gardenDesignProducts }),
    );
  },
  decorators: [
    (Story) => (
      <FakeSession account={storyCustomer}>
        <StripeProvider stripe={createFakeStripe({}).promise}>
          <Story />
        </StripeProvider>
      </FakeSession>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Get Started with Garden Design Lite' }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Checkout: Garden Design Lite' },
      { timeout: 5000 },
    );
    await expect(await within(dialog).findAllByRole('radio')).not.toHaveLength(0);
    await expect(within(dialog).getByRole('button', { name: 'Add a discount code' })).toBeVisible();
  },
};

/** Signed in with a design in progress: its status and a way back to it, instead of the packages. */
export const WithAnActiveDesign: Story = {
  args: demo(0),
  decorators: [
    (Story) => (
      <FakeSession
        account={fakeAccount({ designs_overview: { '4': 'complete', '7': 'scheduling' } })}
      >
        <Story />
      </FakeSession>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Needs Scheduling')).toBeVisible();
    await expect(canvas.getByRole('link', { name: activeDesignWording.view })).toHaveAttribute(
      'href',
      '/account/designs/7',
    );
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** 'Start Over' asks first; Cancel keeps the design in view, Continue shows the packages. */
export const StartOver: Story = {
  args: demo(0),
  decorators: WithAnActiveDesign.decorators,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: activeDesignWording.startOver }));
    const dialog = await screen.findByRole('dialog', { name: activeDesignWording.startOver });
    await expect(dialog).toHaveAccessibleDescription(activeDesignWording.confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('link', { name: activeDesignWording.view })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: activeDesignWording.startOver }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
  },
};

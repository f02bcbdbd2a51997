import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AccountWire } from '#src/lib/api/types.ts';
import { StripeProvider } from '#src/features/checkout/stripe.tsx';
import { storyCustomer } from '#src/features/checkout/testing/CheckoutStoryFrame.tsx';
import { createFakeStripe } from '#src/features/checkout/testing/fakeStripe.ts';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import {
  holdSurveyAnswers,
  readHeldSurveyAnswers,
} from '#src/features/designs/survey/heldSurveyAnswers.ts';
import { designSurveyAnswers } from '#src/features/designs/survey/testing/designSurveyFixtures.ts';
import { FakeSession, fakeAccount } from '#src/testing/FakeSession.tsx';
import { gardenDesignSections } from '#src/demo/sections/garden-design.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import gardenDesignModule from './index.ts';
import { activeDesignWording } from './ActiveDesign.tsx';
import { designCheckoutWording as wording } from './designCheckoutWording.ts';
import { GardenDesign, gardenDesignEmptyText, gardenDesignErrorText } from './GardenDesign.tsx';
import {
  boughtDesignId,
  gardenDesignCheckoutApi,
  seededDesignProducts,
  type GardenDesignCheckoutApi,
} from './testing/gardenDesignCheckoutFixtures.ts';

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
 * name}' in a dialog. When the product has a questionnaire (`survey_id`: Garden Design asks 'Hone your
 * vision'), it comes first, a part at a time, its last button 'Continue to checkout'; nothing is sent
 * yet: the answers are held by the checkout (and in the tab's sessionStorage, so closing the dialog or
 * reloading keeps them), and 'Back to the questionnaire' returns to them. Then the checkout itself: a
 * visitor signs up or logs in inside it; after payment the answers are saved to the new design
 * (`POST /surveys/results/{survey}`, then `PUT /designs/{id}` `{ survey_results_id }`) while it says
 * "One moment, you're being redirected...", and the buyer goes to the design's page (if the answers
 * cannot be saved, the design's homework asks them again). A product without a questionnaire opens on
 * the checkout. While the products load the cards show placeholders; with none, or when they cannot be
 * loaded, the section says so. Someone signed in with an active design (the first neither closed nor
 * complete) sees it instead: its status and 'View My Active Design'; 'Start Over' asks 'You will lose
 * any progress on your questionnaire, would you like to continue?', then forgets any questionnaire
 * answered in a checkout and offers the packages.
 *
 * Background: beige unless the editor chooses green, pink or white; on green the text turns white.
 */
const meta = {
  title: 'Sections/GardenDesign',
  ...catalogue.meta,
  // The products come from the API as the browser calls it (/api/...), answered here by MSW, as the
  // reference API seeds them (only Garden Design has a questionnaire). Answers held by an earlier
  // story's checkout are forgotten.
  beforeEach({ msw }) {
    sessionStorage.clear();
    msw.use(apiStates.answer(productsPath, { data: seededDesignProducts }));
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

/** The calls of the story's checkout (reset before each story that uses `withCheckoutApi`). */
let api = gardenDesignCheckoutApi();

type BeforeEachFunction = Extract<NonNullable<Story['beforeEach']>, (...args: never[]) => unknown>;

/** The landing's API for a checkout story, every call recorded in `api`. */
const withCheckoutApi =
  (options: GardenDesignCheckoutApi = {}): BeforeEachFunction =>
  ({ msw }) => {
    api = gardenDesignCheckoutApi(options);
    msw.use(...api.handlers);
  };

/** Where the buyer lands after payment: the design's page (a stand-in here). */
function DesignPageStandIn() {
  const { design } = useParams();
  return (
    <Box padding="large">
      <Heading level={1}>Your design {design}</Heading>
      <Text>The design’s page opens here, its homework first.</Text>
    </Box>
  );
}

/** Who is signed in (null: a visitor), a fake Stripe, and the design's page at /account/designs/{id}. */
function CheckoutFrame({
  account,
  children,
}: {
  account: AccountWire | null;
  children: ReactNode;
}) {
  // One Stripe for the story's life: <Elements> must see the same one.
  const [stripe] = useState(() => createFakeStripe({}).promise);
  return (
    <FakeSession account={account}>
      <StripeProvider stripe={stripe}>
        <Routes>
          <Route path="/account/designs/:design" element={<DesignPageStandIn />} />
          <Route path="*" element={children} />
        </Routes>
      </StripeProvider>
    </FakeSession>
  );
}

const withCheckout =
  (account: AccountWire | null = storyCustomer): Decorator =>
  (Story) => (
    <CheckoutFrame account={account}>
      <Story />
    </CheckoutFrame>
  );

type Canvas = ReturnType<typeof within>;
const lazy = { timeout: 5000 };

async function openCheckout(canvas: Canvas, product = 'Garden Design') {
  await userEvent.click(await canvas.findByRole('button', { name: `Get Started with ${product}` }));
  return screen.findByRole('dialog', { name: `Checkout: ${product}` }, lazy);
}

/** The checkout is on screen under one heading, the dialog's title (the panel adds none). */
async function expectCheckoutUnderTitle(dialog: HTMLElement, product = 'Garden Design') {
  await expect(await within(dialog).findByRole('button', { name: 'Continue' }, lazy)).toBeVisible();
  await expect(
    within(dialog)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual([`Checkout: ${product}`]);
}

/** Answers the three parts of 'Hone your vision', up to 'Continue to checkout'. */
async function answerQuestionnaire(dialog: HTMLElement) {
  const inside = within(dialog);
  await userEvent.click(await inside.findByRole('radio', { name: 'Cottage potager' }, lazy));
  await userEvent.click(inside.getByRole('button', { name: 'Next' }));
  await userEvent.click(inside.getByRole('checkbox', { name: 'Herbs' }));
  await userEvent.click(inside.getByRole('radio', { name: '1–3 hours' }));
  await userEvent.click(inside.getByRole('radio', { name: /^Middle of the road/ }));
  await userEvent.click(inside.getByRole('button', { name: 'Next' }));
  await userEvent.type(
    inside.getByRole('textbox', { name: /What is the one thing your garden must give you/ }),
    'Salad from May to October.',
  );
}

const heldAnswers = {
  style: 'Cottage potager',
  harvest: ['Herbs'],
  weekly_time: '1–3 hours',
  plant_budget: 'Middle of the road',
  must_have: 'Salad from May to October.',
};

async function payWithVisa(dialog: HTMLElement, amount = '$249.00') {
  const inside = within(dialog);
  await userEvent.click(await inside.findByRole('radio', { name: /Visa ending in 4242/ }, lazy));
  await userEvent.click(inside.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await inside.findByRole('button', { name: `Pay ${amount}` }));
}

/**
 * A product with a questionnaire: "Get Started" opens the checkout on it, part 1 of 3 of 'Hone your
 * vision', with a line saying payment comes after.
 */
export const QuestionnaireFirst: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi(),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    await expect(within(dialog).getByText(wording.questionnaireIntro)).toBeVisible();
    await expect(
      await within(dialog).findByRole('heading', { name: 'Part 1 of 3' }, lazy),
    ).toBeVisible();
    await expect(within(dialog).getByRole('form', { name: 'Hone your vision' })).toBeVisible();
    // The checkout itself is not there yet.
    await expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

/** While the questionnaire loads. */
export const QuestionnaireLoading: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi({ survey: { loadLatency: 'infinite' } }),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      wording.loadingQuestionnaire,
    );
  },
};

/**
 * The questionnaire cannot be loaded: the API's message, 'Try again', or 'Answer it after payment'
 * (on to the checkout; the design's homework asks it).
 */
export const QuestionnaireCannotLoad: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi({ survey: { loadStatus: 500 } }),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    const alert = await within(dialog).findByRole('alert', {}, lazy);
    await expect(alert).toHaveTextContent('Server Error');
    await expect(within(alert).getByRole('button', { name: wording.retry })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: wording.answerLater }));
    await expect(await within(dialog).findByText(wording.answeringLater)).toBeVisible();
    await expectCheckoutUnderTitle(dialog);
  },
};

/**
 * Next waits for the part's required answers, and 'Continue to checkout' (on the last part) for every
 * required answer.
 */
export const QuestionnaireGating: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi(),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    const inside = within(dialog);
    const next = await inside.findByRole('button', { name: 'Next' }, lazy);
    await expect(next).toBeDisabled();
    await userEvent.click(inside.getByRole('radio', { name: 'Clean modern beds' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(inside.getByRole('heading', { name: 'Part 2 of 3' })).toHaveFocus();
    await expect(inside.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(inside.getByRole('checkbox', { name: 'Berries' }));
    await userEvent.click(inside.getByRole('radio', { name: 'Under an hour' }));
    await userEvent.click(inside.getByRole('radio', { name: /^Splurge/ }));
    await userEvent.click(inside.getByRole('button', { name: 'Next' }));
    const toCheckout = inside.getByRole('button', { name: wording.continueToCheckout });
    await expect(toCheckout).toBeDisabled();
    await userEvent.type(
      inside.getByRole('textbox', { name: /What is the one thing your garden must give you/ }),
      'Berries for breakfast.',
    );
    await expect(toCheckout).toBeEnabled();
  },
};

/**
 * 'Continue to checkout': the answers are held (nothing is sent), a line says so (the focus goes to
 * it), and the checkout shows the saved cards and the price.
 */
export const CheckoutAfterTheQuestionnaire: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi(),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    await answerQuestionnaire(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: wording.continueToCheckout }));
    const kept = await within(dialog).findByText(wording.answersKept);
    await waitFor(() => expect(kept).toHaveFocus());
    await expectCheckoutUnderTitle(dialog);
    await expect(
      await within(dialog).findByRole('radio', { name: /Visa ending in 4242/ }, lazy),
    ).toBeVisible();
    await expect(readHeldSurveyAnswers(1, 2)).toEqual(heldAnswers);
    await expect(api.requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  },
};

/**
 * 'Back to the questionnaire' from the checkout: the answers are there to change; the card chosen is
 * still chosen on coming back.
 */
export const BackToTheQuestionnaire: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi(),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    const inside = within(dialog);
    await answerQuestionnaire(dialog);
    await userEvent.click(inside.getByRole('button', { name: wording.continueToCheckout }));
    await userEvent.click(await inside.findByRole('radio', { name: /Visa ending in 4242/ }, lazy));
    await userEvent.click(inside.getByRole('button', { name: wording.backToQuestionnaire }));
    await waitFor(() => expect(inside.getByText(wording.questionnaireIntro)).toHaveFocus());
    await expect(inside.getByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    await userEvent.click(inside.getByRole('button', { name: 'Next' }));
    await userEvent.click(inside.getByRole('button', { name: 'Next' }));
    await expect(
      inside.getByRole('textbox', { name: /What is the one thing your garden must give you/ }),
    ).toHaveValue('Salad from May to October.');
    await userEvent.click(inside.getByRole('button', { name: wording.continueToCheckout }));
    await expect(await inside.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  },
};

/**
 * Answers held from before (the dialog closed, or the page reloaded): the checkout opens at once,
 * with the way back to them.
 */
export const AnswersHeldFromBefore: Story = {
  args: demo(0),
  beforeEach: [
    () => {
      holdSurveyAnswers(1, 2, designSurveyAnswers);
    },
    withCheckoutApi(),
  ],
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    await expectCheckoutUnderTitle(dialog);
    await expect(within(dialog).getByText(wording.answersKept)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: wording.backToQuestionnaire }),
    );
    await expect(
      await within(dialog).findByRole('radio', { name: 'Cottage potager' }, lazy),
    ).toBeChecked();
  },
};

/**
 * A visitor answers the questionnaire first (no sign-in needed to read it), then signs up or logs in
 * inside the checkout.
 */
export const CheckoutForAVisitor: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi(),
  decorators: [withCheckout(null)],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    await answerQuestionnaire(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: wording.continueToCheckout }));
    await expect(
      await within(dialog).findByRole('heading', { name: 'Create your free account' }),
    ).toBeVisible();
    await expect(within(dialog).getByText(wording.answersKept)).toBeVisible();
  },
};

/** A product without a questionnaire (Garden Design Lite): the checkout at once, as before. */
export const ProductWithoutQuestionnaire: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi(),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas, 'Garden Design Lite');
    await expect(await within(dialog).findAllByRole('radio', {}, lazy)).not.toHaveLength(0);
    await expect(within(dialog).getByRole('button', { name: 'Add a discount code' })).toBeVisible();
    await expect(within(dialog).queryByText(wording.questionnaireIntro)).toBeNull();
    await expect(
      within(dialog).queryByRole('button', { name: wording.backToQuestionnaire }),
    ).toBeNull();
    await expect(api.requests).not.toContain('GET /surveys/2');
  },
};

/**
 * After payment: "One moment, you're being redirected...", the answers saved to the new design (the
 * result, then the design's `survey_results_id`) and forgotten here, then the design's page.
 */
export const AnswersSavedAfterPayment: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi(),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    await answerQuestionnaire(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: wording.continueToCheckout }));
    await payWithVisa(dialog);
    await expect(await within(dialog).findByText(wording.redirecting)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: `Your design ${boughtDesignId}` }, lazy),
    ).toBeVisible();
    await expect(api.requests.filter((request) => !request.startsWith('GET'))).toEqual([
      'POST /orders',
      'POST /surveys/results/2',
      `PUT /designs/${boughtDesignId}`,
    ]);
    await expect(api.saved).toEqual([{ answers: heldAnswers }]);
    await expect(api.updates).toEqual([{ survey_results_id: 40 }]);
    await expect(readHeldSurveyAnswers(1, 2)).toBeNull();
  },
};

/**
 * The answers cannot be saved after payment: it is logged, and the buyer still goes to the design's
 * page, whose homework asks the questionnaire again (starting from the answers held here).
 */
export const SavingAnswersFails: Story = {
  args: demo(0),
  beforeEach: withCheckoutApi({ survey: { saveStatus: 500 } }),
  decorators: [withCheckout()],
  play: async ({ canvas }) => {
    const dialog = await openCheckout(canvas);
    await answerQuestionnaire(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: wording.continueToCheckout }));
    await payWithVisa(dialog);
    await expect(
      await canvas.findByRole('heading', { name: `Your design ${boughtDesignId}` }, lazy),
    ).toBeVisible();
    await expect(api.requests).toContain('POST /surveys/results/2');
    await expect(api.requests).not.toContain(`PUT /designs/${boughtDesignId}`);
    await expect(readHeldSurveyAnswers(1, 2, boughtDesignId)).toEqual(heldAnswers);
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

/**
 * 'Start Over' asks first; Cancel keeps the design in view, Continue forgets the questionnaire
 * answered in any checkout and shows the packages.
 */
export const StartOver: Story = {
  args: demo(0),
  beforeEach: () => {
    holdSurveyAnswers(1, 2, designSurveyAnswers);
  },
  decorators: WithAnActiveDesign.decorators,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: activeDesignWording.startOver }));
    const dialog = await screen.findByRole('dialog', { name: activeDesignWording.startOver });
    await expect(dialog).toHaveAccessibleDescription(activeDesignWording.confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('link', { name: activeDesignWording.view })).toBeVisible();
    await expect(readHeldSurveyAnswers(1, 2)).toEqual(designSurveyAnswers);
    await userEvent.click(canvas.getByRole('button', { name: activeDesignWording.startOver }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    await expect(readHeldSurveyAnswers(1, 2)).toBeNull();
  },
};

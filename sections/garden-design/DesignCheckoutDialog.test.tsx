import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountWire } from '#src/lib/api/types.ts';
import { StripeProvider } from '#src/features/checkout/stripe.tsx';
import { createFakeStripe } from '#src/features/checkout/testing/fakeStripe.ts';
import { designSurveyAnswers } from '#src/features/designs/survey/testing/designSurveyFixtures.ts';
import {
  holdSurveyAnswers,
  readHeldSurveyAnswers,
} from '#src/features/designs/survey/heldSurveyAnswers.ts';
import { FakeSession, fakeAccount } from '#src/testing/FakeSession.tsx';
import { renderSection } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import gardenDesignModule from './index.ts';
import { activeDesignWording } from './ActiveDesign.tsx';
import { designCheckoutWording as wording } from './designCheckoutWording.ts';
import {
  boughtDesignId,
  gardenDesignCheckoutApi,
  productWithSurvey,
  type GardenDesignCheckoutApi,
} from './testing/gardenDesignCheckoutFixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

const customer = fakeAccount({ id: 41, email: 'casey@example.com' });
const lazy = { timeout: 5000 };

function DesignPage() {
  const { design } = useParams();
  return <h1>Design {design}</h1>;
}

/** The landing with a checkout's API; the design's page stands at /account/designs/{id}. */
function show(account: AccountWire | null = customer, api: GardenDesignCheckoutApi = {}) {
  const recorded = gardenDesignCheckoutApi(api);
  server.use(...recorded.handlers);
  const fake = createFakeStripe();
  renderSection(
    gardenDesignModule,
    { content: { headline: 'How it works' } },
    {
      wrap: (section) => (
        <FakeSession account={account}>
          <StripeProvider stripe={fake.promise}>
            <Routes>
              <Route path="/account/designs/:design" element={<DesignPage />} />
              <Route path="*" element={section} />
            </Routes>
          </StripeProvider>
        </FakeSession>
      ),
    },
  );
  return { ...recorded, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function open(user: User, product = 'Garden Design') {
  await user.click(await screen.findByRole('button', { name: `Get Started with ${product}` }));
  return screen.findByRole('dialog', { name: `Checkout: ${product}` }, lazy);
}

/** The checkout is on screen under one heading, the dialog's title (the panel adds none). */
async function expectCheckoutUnderTitle(dialog: HTMLElement, product = 'Garden Design') {
  expect(await within(dialog).findByRole('button', { name: 'Continue' }, lazy)).toBeVisible();
  expect(
    within(dialog)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual([`Checkout: ${product}`]);
}

/** Answers 'Hone your vision' in the dialog, up to its last button. */
async function answer(user: User, dialog: HTMLElement) {
  const part = within(dialog);
  await user.click(await part.findByRole('radio', { name: 'Cottage potager' }, lazy));
  await user.click(part.getByRole('button', { name: 'Next' }));
  await user.click(part.getByRole('checkbox', { name: 'Herbs' }));
  await user.click(part.getByRole('radio', { name: '1–3 hours' }));
  await user.click(part.getByRole('radio', { name: /^Middle of the road/ }));
  await user.click(part.getByRole('button', { name: 'Next' }));
  await user.type(
    part.getByRole('textbox', { name: /What is the one thing your garden must give you/ }),
    'Salad from May to October.',
  );
}

const answers = {
  style: 'Cottage potager',
  harvest: ['Herbs'],
  weekly_time: '1–3 hours',
  plant_budget: 'Middle of the road',
  must_have: 'Salad from May to October.',
};

async function payWithVisa(user: User, dialog: HTMLElement) {
  const panel = within(dialog);
  await user.click(await panel.findByRole('radio', { name: /Visa ending in 4242/ }, lazy));
  await user.click(panel.getByRole('button', { name: 'Continue' }));
  await user.click(await panel.findByRole('button', { name: 'Pay $249.00' }));
}

describe('the checkout of a garden design with a questionnaire', () => {
  it('asks the questionnaire first and sends nothing until payment', async () => {
    const { user, requests } = show();
    const dialog = await open(user);
    expect(within(dialog).getByText(wording.questionnaireIntro)).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('heading', { name: 'Part 1 of 3' }, lazy),
    ).toBeInTheDocument();
    // Next waits for the part's required answer.
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await answer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    const kept = await within(dialog).findByText(wording.answersKept);
    await waitFor(() => expect(kept).toHaveFocus());
    await expectCheckoutUnderTitle(dialog);
    expect(readHeldSurveyAnswers(productWithSurvey.id, 2)).toEqual(answers);
    expect(localStorage.length).toBe(0);
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('goes back to the questionnaire with the answers, and on to the checkout as it was', async () => {
    const { user } = show();
    const dialog = await open(user);
    await answer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(within(dialog).getByRole('button', { name: wording.backToQuestionnaire }));
    await waitFor(() => expect(within(dialog).getByText(wording.questionnaireIntro)).toHaveFocus());
    expect(within(dialog).getByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Edible landscape' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Herbs' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('textbox', { name: /What is the one thing/ })).toHaveValue(
      'Salad from May to October.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    // The card chosen before is still chosen.
    expect(await within(dialog).findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(readHeldSurveyAnswers(productWithSurvey.id, 2)).toEqual({
      ...answers,
      style: 'Edible landscape',
    });
  });

  it('keeps the answers when the dialog is closed and opened again', async () => {
    const { user } = show();
    let dialog = await open(user);
    await answer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    await within(dialog).findByText(wording.answersKept);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await open(user);
    expect(within(dialog).getByText(wording.answersKept)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: wording.backToQuestionnaire }));
    expect(within(dialog).getByRole('radio', { name: 'Cottage potager' })).toBeChecked();
  });

  it('keeps what was typed when the dialog is closed before the questionnaire is finished', async () => {
    const { user, requests } = show();
    let dialog = await open(user);
    await user.click(await within(dialog).findByRole('radio', { name: 'Clean modern beds' }, lazy));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Berries' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await open(user);
    // Not answered yet: the questionnaire again, from what was typed.
    expect(
      await within(dialog).findByRole('radio', { name: 'Clean modern beds' }, lazy),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Berries' })).toBeChecked();
    expect(readHeldSurveyAnswers(productWithSurvey.id, 2)).toBeNull();
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('starts at the checkout when the answers are held from before a reload', async () => {
    holdSurveyAnswers(productWithSurvey.id, 2, designSurveyAnswers);
    const { user, requests } = show();
    const dialog = await open(user);
    await expectCheckoutUnderTitle(dialog);
    expect(within(dialog).getByText(wording.answersKept)).toBeInTheDocument();
    expect(requests).not.toContain('GET /surveys/2');
  });

  it('ignores answers held for another survey of the product', async () => {
    holdSurveyAnswers(productWithSurvey.id, 1, designSurveyAnswers);
    const { user } = show();
    const dialog = await open(user);
    expect(
      await within(dialog).findByRole('heading', { name: 'Part 1 of 3' }, lazy),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Cottage potager' })).not.toBeChecked();
  });

  it('after payment saves the answers to the new design, forgets them, then opens its page', async () => {
    const { user, requests, saved, updates } = show();
    const dialog = await open(user);
    await answer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    await payWithVisa(user, dialog);
    expect(await within(dialog).findByText(wording.redirecting)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: wording.backToQuestionnaire }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `Design ${boughtDesignId}` }, lazy),
    ).toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([
      'POST /orders',
      'POST /surveys/results/2',
      `PUT /designs/${boughtDesignId}`,
    ]);
    expect(saved).toEqual([{ answers }]);
    expect(updates).toEqual([{ survey_results_id: 40 }]);
    expect(readHeldSurveyAnswers(productWithSurvey.id, 2)).toBeNull();
  });

  it('still opens the design’s page when the answers cannot be saved, logging why without a token', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, requests } = show(customer, { survey: { saveStatus: 500 } });
    const dialog = await open(user);
    await answer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    await payWithVisa(user, dialog);
    expect(
      await screen.findByRole('heading', { name: `Design ${boughtDesignId}` }, lazy),
    ).toBeInTheDocument();
    expect(requests).toContain('POST /surveys/results/2');
    expect(requests).not.toContain(`PUT /designs/${boughtDesignId}`);
    expect(log).toHaveBeenCalledWith(
      `[designs] the questionnaire's answers could not be saved to design ${boughtDesignId}; its homework asks again:`,
      '500 Server Error',
    );
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/Bearer|token/i);
    // Held for that design, whose homework starts from them.
    expect(readHeldSurveyAnswers(productWithSurvey.id, 2, boughtDesignId)).toEqual(answers);
  });

  it('lets a visitor answer before signing up, and saves the answers once signed in and paid', async () => {
    const { user, requests } = show(null);
    const dialog = await open(user);
    await answer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Create your free account' }),
    ).toBeVisible();
    expect(requests).toEqual(['GET /products', 'GET /surveys/2']);
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Robin');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Checkout');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'robin@example.com');
    await user.type(within(dialog).getByLabelText(/Password/), 'a-long-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await payWithVisa(user, dialog);
    expect(
      await screen.findByRole('heading', { name: `Design ${boughtDesignId}` }, lazy),
    ).toBeInTheDocument();
    expect(requests).toContain('POST /surveys/results/2');
  });

  it('goes on without the questionnaire when it cannot be loaded, the homework asking it later', async () => {
    const { user, requests } = show(customer, { survey: { loadStatus: 500 } });
    const dialog = await open(user);
    const alert = await within(dialog).findByRole('alert', {}, lazy);
    expect(alert).toHaveTextContent('Server Error');
    expect(within(alert).getByRole('button', { name: wording.retry })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: wording.answerLater }));
    expect(await within(dialog).findByText(wording.answeringLater)).toBeInTheDocument();
    await payWithVisa(user, dialog);
    expect(
      await screen.findByRole('heading', { name: `Design ${boughtDesignId}` }, lazy),
    ).toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual(['POST /orders']);
  });
});

describe('the checkout of a garden design without a questionnaire', () => {
  it('opens on the checkout, as before, and saves no answers after payment', async () => {
    const { user, requests } = show();
    const dialog = await open(user, 'Garden Design Lite');
    await expectCheckoutUnderTitle(dialog, 'Garden Design Lite');
    expect(within(dialog).queryByText(wording.questionnaireIntro)).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: wording.backToQuestionnaire }),
    ).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $149.00' }));
    expect(
      await screen.findByRole('heading', { name: `Design ${boughtDesignId}` }, lazy),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/surveys'))).toEqual([]);
  });
});

describe('Start Over', () => {
  it('forgets every questionnaire held by a checkout', async () => {
    holdSurveyAnswers(1, 2, designSurveyAnswers);
    holdSurveyAnswers(6, 2, designSurveyAnswers);
    const { user } = show(fakeAccount({ designs_overview: { '7': 'created' } }));
    await user.click(await screen.findByRole('button', { name: activeDesignWording.startOver }));
    const confirm = await screen.findByRole('dialog', { name: activeDesignWording.startOver });
    expect(confirm).toHaveAccessibleDescription(
      'You will lose any progress on your questionnaire, would you like to continue?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(readHeldSurveyAnswers(1, 2)).toEqual(designSurveyAnswers);
    await user.click(screen.getByRole('button', { name: activeDesignWording.startOver }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    // The packages, once the answers are forgotten; the questionnaire from its start.
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
    expect(readHeldSurveyAnswers(6, 2)).toBeNull();
    const dialog = await open(user);
    expect(
      await within(dialog).findByRole('heading', { name: 'Part 1 of 3' }, lazy),
    ).toBeInTheDocument();
  });
});

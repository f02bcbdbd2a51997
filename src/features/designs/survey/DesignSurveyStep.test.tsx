import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignUpdateRequest, DesignWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { DesignSurveyStep } from './DesignSurveyStep.tsx';
import { holdSurveyAnswers, readHeldSurveyAnswers } from './heldSurveyAnswers.ts';
import {
  answeredDesign,
  designSurveyAnswers,
  designSurveyHandlers,
  savedResultId,
  surveyDesign,
  type DesignSurveyApiOptions,
} from './testing/designSurveyFixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

function show(design: DesignWire = surveyDesign(), api: DesignSurveyApiOptions = {}) {
  const requests: string[] = [];
  const saved: unknown[] = [];
  const updates: DesignUpdateRequest[] = [];
  server.use(...designSurveyHandlers({ requests, saved, updates, ...api }));
  const onSaved = vi.fn<(design: DesignWire) => void>();
  render(
    <StoryProviders>
      <DesignSurveyStep design={design} onSaved={onSaved} />
    </StoryProviders>,
  );
  return { requests, saved, updates, onSaved, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const button = (name: string) => screen.getByRole('button', { name });

async function answerAll(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Edible landscape' }));
  await user.click(button('Next'));
  await user.click(screen.getByRole('checkbox', { name: 'Berries' }));
  await user.click(screen.getByRole('radio', { name: 'Under an hour' }));
  await user.click(screen.getByRole('radio', { name: 'Thrifty (price level 1 of 3)' }));
  await user.click(button('Next'));
  await user.type(
    screen.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
    '  Strawberries  ',
  );
}

describe('DesignSurveyStep', () => {
  it('says the questionnaire is loading, then shows the product’s survey', async () => {
    const { requests } = show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the questionnaire...');
    expect(await screen.findByRole('heading', { name: 'Part 1 of 3' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /surveys/2']);
  });

  it('saves new answers, then the design’s survey_results_id, and hands on the saved design', async () => {
    const { user, requests, saved, updates, onSaved } = show();
    await answerAll(user);
    await user.click(button('Save & Continue'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests).toEqual(['GET /surveys/2', 'POST /surveys/results/2', 'PUT /designs/1']);
    expect(saved).toEqual([
      {
        answers: {
          style: 'Edible landscape',
          harvest: ['Berries'],
          weekly_time: 'Under an hour',
          plant_budget: 'Thrifty',
          must_have: '  Strawberries  ',
        },
      },
    ]);
    expect(updates).toEqual([{ survey_results_id: 40 }]);
    const design = onSaved.mock.calls[0]![0];
    expect(design.survey_results_id).toBe(40);
    expect(design.survey_result?.results.must_have).toBe('Strawberries');
  });

  it('starts from the saved answers and replaces that result', async () => {
    const { user, requests, updates, onSaved } = show(answeredDesign());
    expect(await screen.findByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    await user.click(button('Next'));
    await user.click(screen.getByRole('radio', { name: 'Splurge (price level 3 of 3)' }));
    await user.click(button('Next'));
    await user.click(button('Save & Continue'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.slice(1)).toEqual([
      `POST /surveys/results/2/${savedResultId}`,
      'PUT /designs/1',
    ]);
    expect(updates).toEqual([{ survey_results_id: savedResultId }]);
    expect(onSaved.mock.calls[0]![0].survey_result?.results).toEqual({
      ...designSurveyAnswers,
      plant_budget: 'Splurge',
    });
  });

  it('ignores answers saved for another survey', async () => {
    show(
      surveyDesign({
        survey_results_id: 3,
        survey_result: { id: 3, survey_id: 1, results: { style: 'Cottage potager' } },
      }),
    );
    expect(await screen.findByRole('radio', { name: 'Cottage potager' })).not.toBeChecked();
  });

  it('keeps the answers when the design cannot be updated, and stores them only once on retry', async () => {
    const { user, requests, onSaved } = show(surveyDesign(), { updateStatus: 409 });
    await answerAll(user);
    await user.click(button('Save & Continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The homework of this design can no longer be changed.',
    );
    expect(
      screen.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
    ).toHaveValue('  Strawberries  ');
    server.use(...designSurveyHandlers({ requests }));
    await user.click(button('Save & Continue'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /surveys/results/2',
      'POST /surveys/results/2/40',
    ]);
  });

  it('starts from the answers given in the checkout when saving them after payment failed, then forgets them', async () => {
    holdSurveyAnswers(1, 2, designSurveyAnswers, 1);
    const { user, saved, onSaved } = show();
    expect(await screen.findByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(
      screen.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
    ).toHaveValue(designSurveyAnswers.must_have);
    await user.click(button('Save & Continue'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved).toEqual([{ answers: designSurveyAnswers }]);
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
  });

  it('does not start from answers held for another design', async () => {
    holdSurveyAnswers(1, 2, { ...designSurveyAnswers, style: 'Edible landscape' }, 9);
    show();
    expect(await screen.findByRole('radio', { name: 'Edible landscape' })).not.toBeChecked();
  });

  it('starts from the saved answers rather than held ones', async () => {
    holdSurveyAnswers(1, 2, { ...designSurveyAnswers, style: 'Edible landscape' }, 1);
    show(answeredDesign());
    expect(await screen.findByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Edible landscape' })).not.toBeChecked();
  });

  it('says the survey could not be loaded, and loads it again on request', async () => {
    const { user } = show(surveyDesign(), { loadStatus: 500 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server Error');
    server.use(...designSurveyHandlers());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Part 1 of 3' })).toBeInTheDocument();
  });

  it('shows nothing for a product without a survey', () => {
    const design = surveyDesign();
    const { requests } = show({
      ...design,
      order: { ...design.order!, product: { ...design.order!.product, survey_id: null } },
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

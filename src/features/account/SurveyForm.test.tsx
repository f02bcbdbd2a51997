import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoSurvey } from './testing/demoAccount.ts';
import { surveyAnswersFromForm } from './surveyAnswers.ts';
import { SurveyForm } from './SurveyForm.tsx';
import { renderAccount } from './testing/testProviders.tsx';

describe('SurveyForm', () => {
  it('renders every question type and posts the answers', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) =>
      surveyAnswersFromForm(demoSurvey, await request.formData()),
    );
    renderAccount(<SurveyForm survey={demoSurvey} />, { action });
    const user = userEvent.setup();

    expect(screen.getByRole('form', { name: 'Pre-session questionnaire' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'What would you like to grow?' }),
      'Salad all summer',
    );
    await user.type(screen.getByRole('textbox', { name: 'How big is your space?' }), '10 x 12');
    await user.click(screen.getByRole('radio', { name: 'Part shade' }));
    await user.click(screen.getByRole('combobox', { name: 'How much gardening have you done?' }));
    await user.click(await screen.findByRole('option', { name: 'A few seasons' }));
    const crops = screen.getByRole('group', { name: 'Which crops interest you?' });
    await user.click(within(crops).getByRole('checkbox', { name: 'Herbs' }));
    await user.click(within(crops).getByRole('checkbox', { name: 'Tomatoes' }));
    await user.click(screen.getByRole('button', { name: 'Submit questionnaire' }));

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toEqual({
      goals: 'Salad all summer',
      space: '10 x 12',
      sun: 'Part shade',
      experience: 'A few seasons',
      crops: ['Herbs', 'Tomatoes'],
    });
  });

  it('shows the answers sent and the error of each question', () => {
    renderAccount(
      <SurveyForm
        survey={demoSurvey}
        answers={{ space: '4 x 8', sun: 'Full shade', crops: ['Salad greens'] }}
        errors={{ goals: 'The goals field is required.', crops: 'Choose at most two.' }}
      />,
    );
    const goals = screen.getByRole('textbox', { name: 'What would you like to grow?' });
    expect(goals).toHaveAttribute('aria-invalid', 'true');
    expect(goals).toHaveAccessibleDescription(
      expect.stringContaining('The goals field is required.'),
    );
    expect(screen.getByRole('textbox', { name: 'How big is your space?' })).toHaveValue('4 x 8');
    expect(screen.getByRole('radio', { name: 'Full shade' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Salad greens' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Herbs' })).not.toBeChecked();
    expect(
      screen.getByRole('group', { name: 'Which crops interest you?' }),
    ).toHaveAccessibleDescription('Choose at most two.');
  });

  it('shows a message for the whole form', () => {
    renderAccount(<SurveyForm survey={demoSurvey} formError="Something went wrong." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});

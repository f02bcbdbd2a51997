import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { HomeworkDesign } from '../homeworkSections.ts';
import { Homework } from './Homework.tsx';

const fresh: HomeworkDesign = {
  status: 'created',
  survey_results_id: null,
  details: { completed: false },
  order: { coach_id: null, product: { session_length: 45, survey_id: 1 } },
};

/** The homework with each section's body a button that saves it, as the real bodies do. */
function Harness({ start }: { start: HomeworkDesign }) {
  const [design, setDesign] = useState(start);
  return (
    <Homework
      design={design}
      renderSection={(section, done) => (
        <button
          type="button"
          onClick={() => {
            if (section.key === 'survey') setDesign({ ...design, survey_results_id: 5 });
            if (section.key === 'details') setDesign({ ...design, details: { completed: true } });
            done();
          }}
        >
          Save {section.key}
        </button>
      )}
    />
  );
}

const title = (name: RegExp) => screen.getByRole('button', { name });

describe('Homework', () => {
  it('opens on the survey, with the details locked and their title not pressable', async () => {
    render(<Harness start={fresh} />);
    expect(screen.getByRole('button', { name: 'Save survey' })).toBeVisible();
    const details = title(/^Your Garden Details \(~20 minutes\)/);
    expect(details).toBeDisabled();
    expect(details).toHaveAccessibleName(
      'Your Garden Details (~20 minutes) (Locked: finish the step before first)',
    );
    expect(title(/^Choose your Designer and Schedule 45 Min\. Video Call$/)).toBeEnabled();
  });

  it('moves on to the next section when one is saved, and goes back by an earlier title', async () => {
    const user = userEvent.setup();
    render(<Harness start={fresh} />);
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(screen.getByRole('button', { name: 'Save details' })).toBeVisible();
    expect(title(/^Hone Vision \(~3 minutes\)Complete$/)).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByRole('button', { name: 'Save designer' })).toBeVisible();
    await user.click(title(/^Hone Vision/));
    expect(screen.getByRole('button', { name: 'Save survey' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save designer' })).not.toBeInTheDocument();
  });

  it('starts on the designer when the details are already completed', () => {
    render(<Harness start={{ ...fresh, survey_results_id: 4, details: { completed: true } }} />);
    expect(screen.getByRole('button', { name: 'Save designer' })).toBeVisible();
  });
});

import { describe, expect, it } from 'vitest';
import {
  canOpenHomeworkSection,
  homeworkSections,
  initialHomeworkSection,
  nextHomeworkSection,
  type HomeworkDesign,
} from './homeworkSections.ts';

const design = (overrides: Partial<HomeworkDesign> = {}): HomeworkDesign => ({
  status: 'created',
  survey_results_id: null,
  details: { completed: false },
  order: { coach_id: null, product: { session_length: 45, survey_id: 1 } },
  ...overrides,
});
const withProduct = (product: { session_length?: number | null; survey_id?: number | null }) =>
  design({ order: { coach_id: null, product } });
const states = (value: HomeworkDesign) =>
  homeworkSections(value).map((section) => `${section.key}:${section.state}`);

describe('homework sections', () => {
  it('opens on the survey with the details locked while the survey is unanswered', () => {
    const fresh = design();
    expect(states(fresh)).toEqual(['survey:open', 'details:locked', 'designer:open']);
    expect(initialHomeworkSection(fresh)).toBe('survey');
    expect(canOpenHomeworkSection(homeworkSections(fresh), 'details')).toBe(false);
  });

  it('opens the details once the survey is answered', () => {
    const answered = design({ survey_results_id: 12 });
    expect(states(answered)).toEqual(['survey:complete', 'details:open', 'designer:open']);
    expect(initialHomeworkSection(answered)).toBe('details');
  });

  it('leaves the survey out when the product has none, starting on the details', () => {
    const noSurvey = withProduct({ session_length: 45, survey_id: null });
    expect(states(noSurvey)).toEqual(['details:open', 'designer:open']);
    expect(initialHomeworkSection(noSurvey)).toBe('details');
  });

  it('opens on the designer once the details are completed, and marks it done once chosen', () => {
    const detailed = design({ survey_results_id: 12, details: { completed: true } });
    expect(initialHomeworkSection(detailed)).toBe('designer');
    expect(states(detailed)).toEqual(['survey:complete', 'details:complete', 'designer:open']);
    expect(states({ ...detailed, status: 'call_upcoming' })).toContain('designer:complete');
    expect(states({ ...detailed, status: 'scheduling' })).toContain('designer:open');
  });

  it('names the call in the designer’s title only when the product has one', () => {
    const titles = (value: HomeworkDesign) =>
      homeworkSections(value).map((section) => section.title);
    expect(titles(design())).toEqual([
      'Hone Vision (~3 minutes)',
      'Your Garden Details (~20 minutes)',
      'Choose your Designer and Schedule 45 Min. Video Call',
    ]);
    expect(titles(withProduct({ session_length: 0, survey_id: 1 })).at(-1)).toBe(
      'Choose your Designer',
    );
  });

  it('goes back to an earlier section and on to the next after saving', () => {
    const sections = homeworkSections(design({ survey_results_id: 3 }));
    expect(canOpenHomeworkSection(sections, 'survey')).toBe(true);
    expect(nextHomeworkSection(sections, 'survey')).toBe('details');
    expect(nextHomeworkSection(sections, 'details')).toBe('designer');
    expect(nextHomeworkSection(sections, 'designer')).toBeNull();
  });
});

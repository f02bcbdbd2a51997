// The design homework's three collapsible sections and the rules that open, lock and complete them
// (docs/spec/features.md §2.11, §4). Pure: the homework screen renders what these say.

/** What the rules read of a design (a subset of the design's wire shape). */
export interface HomeworkDesign {
  status: string;
  survey_results_id?: number | string | null;
  details?: { completed?: boolean | null } | null;
  order?: {
    coach_id?: number | null;
    product?: { session_length?: number | null; survey_id?: number | string | null } | null;
  } | null;
}

export type HomeworkSectionKey = 'survey' | 'details' | 'designer';
export type HomeworkSectionState = 'complete' | 'open' | 'locked';

export interface HomeworkSection {
  key: HomeworkSectionKey;
  /** The section's title, letter for letter as the specification has it. */
  title: string;
  state: HomeworkSectionState;
}

/** §2.11: the titles of the three sections. */
export const homeworkTitles = {
  survey: 'Hone Vision (~3 minutes)',
  details: 'Your Garden Details (~20 minutes)',
  designer: 'Choose your Designer',
  /** Added to the designer's title when the product has a call. */
  schedule: (minutes: number) => ` and Schedule ${minutes} Min. Video Call`,
} as const;

/** Statuses at which a designer has been chosen (and a call booked when there is one). */
const designerChosen = new Set(['call_upcoming', 'in_design', 'complete', 'closed']);

/** The product's survey, when it has one. */
export function hasSurvey(design: HomeworkDesign): boolean {
  const id = design.order?.product?.survey_id;
  return id !== null && id !== undefined && id !== '';
}

/** The call's length in minutes (0 when the product has no call). */
export function callMinutes(design: HomeworkDesign): number {
  const minutes = design.order?.product?.session_length ?? 0;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

const surveyDone = (design: HomeworkDesign) =>
  !hasSurvey(design) ||
  (design.survey_results_id !== null &&
    design.survey_results_id !== undefined &&
    design.survey_results_id !== '');

const detailsDone = (design: HomeworkDesign) => design.details?.completed === true;

/**
 * The sections of a design's homework, in order, each with its state (§4): the survey (only when the
 * product has one) is complete once answered and open until then; the details are complete once
 * marked completed, open once the survey is done (or there is none), locked before; choosing the
 * designer is open once the design exists, and complete once a designer is chosen.
 */
export function homeworkSections(design: HomeworkDesign): HomeworkSection[] {
  const sections: HomeworkSection[] = [];
  if (hasSurvey(design)) {
    sections.push({
      key: 'survey',
      title: homeworkTitles.survey,
      state: surveyDone(design) ? 'complete' : 'open',
    });
  }
  sections.push({
    key: 'details',
    title: homeworkTitles.details,
    state: detailsDone(design) ? 'complete' : surveyDone(design) ? 'open' : 'locked',
  });
  const minutes = callMinutes(design);
  sections.push({
    key: 'designer',
    title: homeworkTitles.designer + (minutes > 0 ? homeworkTitles.schedule(minutes) : ''),
    state: designerChosen.has(design.status) ? 'complete' : 'open',
  });
  return sections;
}

/**
 * The section the homework opens on (§4): the designer once the details are completed; the details
 * when there is no survey or it is answered; the survey otherwise.
 */
export function initialHomeworkSection(design: HomeworkDesign): HomeworkSectionKey {
  if (detailsDone(design)) return 'designer';
  if (surveyDone(design)) return 'details';
  return 'survey';
}

/**
 * Whether a click on a section's title may open it: never a locked one; an earlier section always
 * (going back); a later one only when it is not locked.
 */
export function canOpenHomeworkSection(
  sections: readonly HomeworkSection[],
  key: HomeworkSectionKey,
): boolean {
  const section = sections.find((candidate) => candidate.key === key);
  return section !== undefined && section.state !== 'locked';
}

/** The section after `key` (where saving moves on to), or null after the last. */
export function nextHomeworkSection(
  sections: readonly HomeworkSection[],
  key: HomeworkSectionKey,
): HomeworkSectionKey | null {
  const index = sections.findIndex((section) => section.key === key);
  return index >= 0 && index + 1 < sections.length ? sections[index + 1]!.key : null;
}

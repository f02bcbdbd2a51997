// Design 2 of the demo customer (Casey's back garden) at each stage, as the reference API answers it
// (docs/api/designs.md), seen by the customer or by the designer (Maya, of the project messages'
// demo), and MSW handlers for the design page (DesignWorkspace) in stories and component tests. Built
// on the steps' own fixtures: the garden details' design and files, the survey, the designer cards.

import { delay, http, HttpResponse } from 'msw';
import { readSurveyAnswers } from '#api/surveys.ts';
import type {
  DesignFileWire,
  DesignUpdateRequest,
  DesignWire,
  PersonSummaryWire,
  SurveyAnswers,
} from '#src/lib/api/types.ts';
import { designerCards, designerHandlers } from '../designer/testing/designerFixtures.ts';
import {
  designFile,
  filledDetails,
  gardenDesign,
  gardenDetailsHandlers,
  gardenPictureSvg,
} from '../details/testing/gardenDetailsFixtures.ts';
import {
  casey,
  closedConversation,
  maya,
  messagesHandlers,
  messagesTimeZone,
  openConversation,
  type MessagesApiOptions,
} from '../messages/testing/messagesFixtures.ts';
import { hasSurvey } from '../homeworkSections.ts';
import { designSurvey, designSurveyHandlers } from '../survey/testing/designSurveyFixtures.ts';

/** The viewer's timezone in these fixtures: times show in Chicago. */
export const designTimeZone = messagesTimeZone;

const summary = (who: { id: number; first_name: string; last_name: string }) => ({
  id: who.id,
  first_name: who.first_name,
  last_name: who.last_name,
  images: { avatar: { image: null } },
});

/** Casey, the customer. */
export const customer: PersonSummaryWire = summary(casey);
/** Maya, the designer. */
export const designer: PersonSummaryWire = summary(maya);

/** The kick-off call: Friday 20 November 2026, 11:00 AM in Chicago (5:00 PM UTC), 30 minutes. */
export const callStart = '2026-11-20T17:00:00.000Z';
export const callEnd = '2026-11-20T17:30:00.000Z';

/** The photos of the homework: the wide-angle photo and an additional image, with their notes. */
export const gardenPhotos: DesignFileWire[] = [
  designFile(14, 'wideangle', { description: 'The whole yard from the deck' }),
  designFile(15, 'user_imgs', { description: 'Shady corner by the fence' }),
];

/** A property photo without notes. */
export const propertyPhoto = designFile(16, 'property', {
  name: 'front.jpg',
  file_type: 'image/jpeg',
});

/** The designer's drawing: a PDF. */
export const planDrawing = designFile(30, 'design', {
  name: 'Back garden plan.pdf',
  file_type: 'application/pdf',
  size: 412_377,
  created_at: '2026-12-02T15:00:00.000Z',
});

/** Design 2 just bought: named after its product, no survey answers, no details, no designer. */
export function homeworkDesign(overrides: Partial<DesignWire> = {}): DesignWire {
  const base = gardenDesign();
  return {
    ...base,
    id: 2,
    survey_results_id: null,
    order: {
      ...base.order!,
      id: 2,
      uuid: '5b1f0e7a-2c4d-4e8f-9a1b-7c3d5e6f8a90',
      design_id: 2,
      created_at: '2026-11-02T16:40:02.114Z',
    },
    created_at: '2026-11-02T16:40:02.114Z',
    updated_at: '2026-11-02T16:40:02.114Z',
    ...overrides,
  };
}

/** Design 2 with the garden details completed (and the photos) but the survey not yet answered. */
export function detailsDoneDesign(overrides: Partial<DesignWire> = {}): DesignWire {
  return homeworkDesign({
    name: 'Back garden',
    details: { ...filledDetails, completed: true },
    files: gardenPhotos,
    updated_at: '2026-11-03T10:12:00.000Z',
    ...overrides,
  });
}

/** Design 2 after the call: the homework done, Maya drawing the garden. */
export function inDesignDesign(overrides: Partial<DesignWire> = {}): DesignWire {
  const base = homeworkDesign();
  return {
    ...base,
    name: 'Back garden',
    status: 'in_design',
    details: { ...filledDetails, completed: true },
    files: gardenPhotos,
    order: {
      ...base.order!,
      coach_id: designer.id,
      coach: designer,
      status: 'scheduled',
      scheduled_start: callStart,
      scheduled_end: callEnd,
    },
    survey_results_id: 7,
    survey_result: null,
    users: [
      { ...customer, role: 'customer' },
      { ...designer, role: 'designer' },
    ],
    updated_at: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}

/** Design 2 complete: Maya's drawing (a PDF) beside the garden photos. */
export function drawnDesign(overrides: Partial<DesignWire> = {}): DesignWire {
  return inDesignDesign({
    status: 'complete',
    files: [...gardenPhotos, planDrawing],
    updated_at: '2026-12-02T15:00:00.000Z',
    ...overrides,
  });
}

/** The same design as its designer sees it. */
export const asDesigner = (design: DesignWire): DesignWire => ({
  ...design,
  acting_as: 'designer',
});

/** The customer's designs as `GET /designs` lists them, newest first. */
export function customerDesigns(): DesignWire[] {
  return [
    homeworkDesign({ id: 4, name: '   ', updated_at: '2026-11-24T09:00:00.000Z' }),
    homeworkDesign({ id: 3, name: 'Front yard', status: 'scheduling' }),
    inDesignDesign(),
    gardenDesign({ status: 'closed', name: 'Balcony' }),
  ];
}

/** A later time than `iso`, for a design the API just changed. */
const later = (iso: string) => new Date(Date.parse(iso) + 60_000).toISOString();

/** The design-file pictures (the garden picture of the details' fixtures). */
export const designFileHandlers = () => [
  http.get(
    '/api/design-files/:key',
    () =>
      new HttpResponse(gardenPictureSvg, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' },
      }),
  ),
];

export interface DesignWorkspaceApiOptions {
  /** The design as the page loaded it: the state the handlers start from. */
  design: DesignWire;
  /** The project messages' API (by default the open and the closed conversation with Maya). */
  messages?: MessagesApiOptions;
  /** Each body of `POST /surveys/results/{survey}`. */
  saved?: unknown[];
  /** Each body of `PUT /designs/{id}` for the survey's answers or the designer. */
  updates?: DesignUpdateRequest[];
  /** Milliseconds before a save answers. */
  saveLatency?: number;
}

/**
 * The design page's API over MSW: the survey's answers (checked by the API's rules) and the design's
 * updates for the answers and the designer, which move the status as the API does (`scheduling` once
 * the details are completed and the survey answered; `call_upcoming` or `in_design` once a designer is
 * chosen); the garden details' save, uploads and pictures (their own handlers); the survey, the
 * designers and their times; and the project messages (the viewer Casey or Maya, by `acting_as`).
 */
export function designWorkspaceHandlers({
  design,
  messages = {},
  saved,
  updates,
  saveLatency = 150,
}: DesignWorkspaceApiOptions) {
  let current: DesignWire = structuredClone(design);
  const results = new Map<number, SurveyAnswers>();
  let nextResultId = 40;
  const homeworkDone = (next: DesignWire) =>
    next.details.completed && (!hasSurvey(next) || next.survey_results_id !== null);

  return [
    http.post('/api/surveys/results/:surveyId', async ({ request }) => {
      const body = (await request.json()) as { answers?: unknown };
      saved?.push(body);
      await delay(saveLatency);
      const errors: Record<string, string[]> = {};
      const answers = readSurveyAnswers(errors, designSurvey, body.answers);
      const first = Object.values(errors).flat()[0];
      if (first) return HttpResponse.json({ message: first, errors }, { status: 422 });
      const id = nextResultId++;
      results.set(id, answers);
      return HttpResponse.json(
        { data: { id, survey_id: designSurvey.id, results: answers } },
        { status: 201 },
      );
    }),
    http.put('/api/designs/:id', async ({ request }) => {
      const update = (await request.clone().json()) as DesignUpdateRequest;
      // The garden details: the details' own handlers (below) answer them.
      if ('name' in update) return undefined;
      updates?.push(update);
      await delay(saveLatency);
      if ('survey_results_id' in update) {
        const id = update.survey_results_id;
        const next: DesignWire = {
          ...current,
          survey_results_id: id,
          survey_result: { id, survey_id: designSurvey.id, results: results.get(id) ?? {} },
          updated_at: later(current.updated_at),
        };
        if (next.status === 'created' && homeworkDone(next)) next.status = 'scheduling';
        current = next;
        return HttpResponse.json({ data: current });
      }
      const chosen = designerCards.find((card) => card.id === update.coach_id);
      if (!chosen || current.status !== 'scheduling') {
        const message = 'The designer cannot be chosen yet.';
        return HttpResponse.json({ message, errors: { coach_id: [message] } }, { status: 422 });
      }
      const start = update.zoom_start ? `${update.zoom_start.replace(' ', 'T')}.000Z` : null;
      const minutes = current.order?.product.session_length ?? 0;
      const coach = summary(chosen);
      current = {
        ...current,
        status: start ? 'call_upcoming' : 'in_design',
        order: current.order && {
          ...current.order,
          coach_id: coach.id,
          coach,
          status: start ? 'scheduled' : current.order.status,
          scheduled_start: start,
          scheduled_end: start
            ? new Date(Date.parse(start) + minutes * 60_000).toISOString()
            : null,
        },
        users: [...current.users, { ...coach, role: 'designer' }],
        updated_at: later(current.updated_at),
      };
      return HttpResponse.json({ data: current });
    }),
    ...messagesHandlers({
      viewer: design.acting_as === 'user' ? casey : maya,
      conversations: [openConversation, closedConversation],
      ...messages,
    }),
    ...gardenDetailsHandlers({ design }),
    ...designSurveyHandlers(),
    ...designerHandlers(),
  ];
}

import { Router } from 'express';
import type { DataResponse, SurveyResultWire, SurveyWire } from '#src/lib/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { idParam, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { bodyOf } from '../http/validate.ts';
import {
  findSurvey,
  insertSurveyResult,
  isSurveyResultOf,
  readSurveyAnswers,
  updateSurveyResult,
} from '../surveys.ts';

const surveyNotFound = () => notFound('Survey not found');

/**
 * Questionnaires (public), and the answers of the signed-in person (a result belongs to whoever
 * posted it).
 */
export function surveyRoutes(db: Database): Router {
  const router = Router();

  // Public: a visitor answers a design's questionnaire in the checkout before signing up (the
  // answers are stored only later, signed in, with POST /surveys/results).
  router.get('/surveys/:id', async (req, res) => {
    const survey = await findSurvey(db, idParam(req.params.id, 'Survey not found'));
    if (!survey) throw surveyNotFound();
    const body: DataResponse<SurveyWire> = { data: survey };
    res.json(body);
  });

  /** Checks `{ answers }` against the survey of the path; 404 for an unknown survey, 422 otherwise. */
  async function readResult(surveyIdParam: unknown, rawBody: unknown) {
    const survey = await findSurvey(db, idParam(surveyIdParam, 'Survey not found'));
    if (!survey) throw surveyNotFound();
    const errors: FieldErrors = {};
    const answers = readSurveyAnswers(errors, survey, bodyOf(rawBody).answers);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { survey, answers };
  }

  router.post('/surveys/results/:surveyId', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { survey, answers } = await readResult(req.params.surveyId, req.body);
    const result = await insertSurveyResult(db, survey.id, user.id, answers);
    res.status(201).json({ data: result } satisfies DataResponse<SurveyResultWire>);
  });

  router.post('/surveys/results/:surveyId/:resultId', async (req, res) => {
    const { user } = await requireSession(db, req);
    const surveyId = idParam(req.params.surveyId, 'Survey not found');
    const resultId = idParam(req.params.resultId, 'Survey result not found');
    const owned = await isSurveyResultOf(db, resultId, { surveyId, userId: user.id });
    // Someone else's result answers as if it did not exist.
    if (!owned) throw notFound('Survey result not found');
    const { answers } = await readResult(req.params.surveyId, req.body);
    const result = await updateSurveyResult(db, resultId, answers);
    res.json({ data: result } satisfies DataResponse<SurveyResultWire>);
  });

  return router;
}

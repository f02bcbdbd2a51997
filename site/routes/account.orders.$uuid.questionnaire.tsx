import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/account.orders.$uuid.questionnaire';
import { routeMeta } from '#site/pageMeta.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import type {
  DataResponse,
  OrderUpdateRequest,
  OrderWire,
  SurveyAnswers,
  SurveyResultWire,
  SurveyWire,
} from '#src/lib/api/types.ts';
import { apiStatus, routeErrorFor } from '#src/features/account/routeErrors.ts';
import { SurveyForm } from '#src/features/account/SurveyForm.tsx';
import {
  surveyAnswersFromForm,
  surveyErrorsFromFields,
} from '#src/features/account/surveyAnswers.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { setFlash } from '#site/server/flash.server.ts';
import { requireAccount, requireAccountForForm } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export function meta({ data }: Route.MetaArgs) {
  const product = data?.order.product.name;
  return routeMeta(
    product ? `Questionnaire | ${product}` : 'Questionnaire',
    'A few questions before your session, so your designer arrives knowing your garden.',
  );
}

const orderPath = (uuid: string) => `/account/orders/${encodeURIComponent(uuid)}`;

/**
 * The order and its survey, or the way out: an answered questionnaire goes back to the order
 * (`questionnaireCompleted`); an order whose product has no survey is not found.
 */
async function loadQuestionnaire(api: ApiClient, uuid: string) {
  let order: OrderWire;
  try {
    order = (await api.get<DataResponse<OrderWire>>(`/orders/uuid/${encodeURIComponent(uuid)}`))
      .data;
  } catch (error) {
    throw routeErrorFor(error, `order ${uuid}`);
  }
  if (order.survey_results_id != null) {
    throw redirect(orderPath(uuid), {
      headers: { 'Set-Cookie': await setFlash('questionnaireCompleted') },
    });
  }
  const surveyId = order.product.survey_id;
  if (surveyId == null) throw data(null, { status: 404 });
  try {
    const survey = (await api.get<DataResponse<SurveyWire>>(`/surveys/${surveyId}`)).data;
    return { order, survey };
  } catch (error) {
    throw routeErrorFor(error, `survey ${surveyId}`);
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api } = await requireAccount(request);
  return loadQuestionnaire(api, params.uuid);
}

export interface QuestionnaireActionData {
  errors: Record<string, string>;
  formError: string | null;
  answers: SurveyAnswers;
}

/** Saves the answers (POST /surveys/results/{surveyId}), then ties them to the order (PUT). */
export async function action({ request, params }: Route.ActionArgs) {
  const guarded = await requireAccountForForm(request);
  // The API in trouble before the answers could be read: the form stays as typed, with the message.
  if ('failure' in guarded) {
    return data<QuestionnaireActionData>(
      { errors: {}, formError: mapFormError(guarded.failure).form, answers: {} },
      { status: apiStatus(guarded.failure) },
    );
  }
  const { api } = guarded;
  const { survey } = await loadQuestionnaire(api, params.uuid);
  const answers = surveyAnswersFromForm(survey, await request.formData());
  try {
    const result = await api.post<DataResponse<SurveyResultWire>>(`/surveys/results/${survey.id}`, {
      answers,
    });
    const update: OrderUpdateRequest = { survey_results_id: result.data.id };
    await api.put(`/orders/uuid/${encodeURIComponent(params.uuid)}`, update);
  } catch (error) {
    const mapped = mapFormError(error);
    const errors = surveyErrorsFromFields(mapped.fields);
    // A message about no question in particular (e.g. `answers` itself) is for the whole form.
    const asked = new Set(survey.questions.map((question) => question.id));
    const stray = Object.keys(errors).filter((key) => !asked.has(key));
    const formError = mapped.form ?? (stray[0] ? errors[stray[0]]! : null);
    for (const key of stray) delete errors[key];
    return data<QuestionnaireActionData>(
      { errors, formError, answers },
      { status: apiStatus(error) },
    );
  }
  return redirect(orderPath(params.uuid), {
    headers: { 'Set-Cookie': await setFlash('questionnaireSubmitted') },
  });
}

export default function Questionnaire({ loaderData, actionData }: Route.ComponentProps) {
  const { order, survey } = loaderData;
  const navigation = useNavigation();
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Stack space="xsmall">
          <Text size="sm" tone="muted">
            <Link href={orderPath(order.uuid)}>Back to your order</Link>
          </Text>
          <Heading level={1} size="xl">
            Your pre-session questionnaire
          </Heading>
          <Text>
            A few questions about your garden for {order.product.name}, so your designer can
            prepare.
          </Text>
        </Stack>
        <SurveyForm
          survey={survey}
          answers={actionData?.answers}
          errors={actionData?.errors}
          formError={actionData?.formError}
          submitting={navigation.state === 'submitting'}
        />
      </Stack>
    </Container>
  );
}

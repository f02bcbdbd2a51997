import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { ApiClient } from '#src/lib/api/client.ts';
import { ApiError } from '#src/lib/api/client.ts';
import type { OrderWire, ProductWire, SurveyAnswers } from '#src/lib/api/types.ts';
import { CheckoutPanel } from '#src/features/checkout/CheckoutPanel.tsx';
import { Button } from '#src/ui/components/Button/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { saveDesignSurvey } from '#src/features/designs/survey/designSurveyApi.ts';
import {
  clearHeldSurveyAnswers,
  holdSurveyAnswers,
  readHeldSurveyAnswers,
} from '#src/features/designs/survey/heldSurveyAnswers.ts';
import * as styles from './DesignCheckoutDialog.css.ts';
import { designCheckoutWording } from './designCheckoutWording.ts';
import { DesignQuestionnaire } from './DesignQuestionnaire.tsx';

export const redirectingText = designCheckoutWording.redirecting;
/** How long 'Congratulations!' and the redirect message show before the design's page opens (ms). */
export const redirectDelay = 1200;

/** Where a design bought here is done: its page in the account (its homework comes first). */
export function designPath(order: OrderWire): string {
  return order.design_id ? `/account/designs/${order.design_id}` : '/account/designs';
}

/** Why saving the held answers failed, for the console: the status and the API's message only. */
function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return `${error.status} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * After payment, the answers held in the checkout go to the new design: a survey result, then the
 * design's `survey_results_id` (as the homework saves them), and are no longer held. A failure is
 * logged and the answers stay held for that design: its homework asks the survey again, starting from
 * them. Answers true when they were saved.
 */
export async function saveHeldAnswers(
  api: ApiClient,
  order: OrderWire,
  surveyId: number,
  answers: SurveyAnswers,
): Promise<boolean> {
  if (!order.design_id) return false;
  try {
    await saveDesignSurvey(api, { designId: order.design_id, surveyId }, answers);
    clearHeldSurveyAnswers(order.product_id);
    return true;
  } catch (error) {
    holdSurveyAnswers(order.product_id, surveyId, answers, order.design_id);
    console.error(
      `[designs] the questionnaire's answers could not be saved to design ${order.design_id}; its homework asks again:`,
      describeFailure(error),
    );
    return false;
  }
}

export interface DesignCheckoutDialogProps {
  product: ProductWire;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}

type Step = 'questionnaire' | 'checkout';

/**
 * 'Checkout: {product name}' for a garden-design product, in a dialog (its own chunk). When the
 * product has a survey and its answers are not held yet, the questionnaire comes first ('Continue to
 * checkout'); its answers are held in this dialog's state and in sessionStorage by product id (closing
 * and reopening, or a reload, keeps them), and 'Back to the questionnaire' returns to them. Then the
 * checkout panel (sign-up or log-in first for a visitor). After payment the held answers are saved to
 * the new design while it says the buyer is being redirected, then the design's page opens.
 */
export function DesignCheckoutDialog({
  product,
  open,
  onOpenChange,
  trigger,
}: DesignCheckoutDialogProps) {
  const navigate = useNavigate();
  const api = useApi();
  const surveyId = product.survey_id ?? null;
  const [held, setHeld] = useState<SurveyAnswers | null>(() =>
    surveyId === null ? null : readHeldSurveyAnswers(product.id, surveyId),
  );
  const [step, setStep] = useState<Step>(() =>
    surveyId !== null && held === null ? 'questionnaire' : 'checkout',
  );
  // Once shown, the checkout stays mounted (hidden) while the questionnaire is revisited, so the card
  // chosen and the discount applied are still there on coming back.
  const [checkoutShown, setCheckoutShown] = useState(step === 'checkout');
  const [paid, setPaid] = useState(false);
  // The answers at the moment of payment, whatever render the panel's callback came from.
  const heldNow = useRef(held);

  const questionnaireStart = useRef<HTMLParagraphElement>(null);
  const checkoutStart = useRef<HTMLParagraphElement>(null);
  const [moves, setMoves] = useState(0);
  // A change of step puts the focus on the new step's first line (never the dialog's opening).
  useEffect(() => {
    if (moves === 0) return;
    (step === 'checkout' ? checkoutStart : questionnaireStart).current?.focus();
  }, [moves, step]);

  function goTo(next: Step) {
    setStep(next);
    if (next === 'checkout') setCheckoutShown(true);
    setMoves((count) => count + 1);
  }

  function hold(answers: SurveyAnswers) {
    if (surveyId === null) return;
    holdSurveyAnswers(product.id, surveyId, answers);
    heldNow.current = answers;
    setHeld(answers);
    goTo('checkout');
  }

  async function complete(order: OrderWire) {
    setPaid(true);
    // A moment to read that the page is changing, while the answers are saved; then the design's page.
    const shown = new Promise((resolve) => window.setTimeout(resolve, redirectDelay));
    const answers = heldNow.current;
    if (surveyId !== null && answers) await saveHeldAnswers(api, order, surveyId, answers);
    await shown;
    void navigate(designPath(order));
  }

  const withQuestionnaire = surveyId !== null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={designCheckoutWording.title(product.name)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {withQuestionnaire && step === 'questionnaire' ? (
          <Stack space="large">
            <p ref={questionnaireStart} tabIndex={-1} className={styles.stepIntro}>
              {designCheckoutWording.questionnaireIntro}
            </p>
            <DesignQuestionnaire
              productId={product.id}
              surveyId={surveyId}
              initialAnswers={held}
              onAnswered={hold}
              onSkip={() => goTo('checkout')}
            />
          </Stack>
        ) : null}
        {checkoutShown ? (
          <div hidden={step !== 'checkout'}>
            <Stack space="large">
              {withQuestionnaire && !paid ? (
                <div className={styles.stepActions}>
                  <p ref={checkoutStart} tabIndex={-1} className={styles.stepIntro}>
                    {held
                      ? designCheckoutWording.answersKept
                      : designCheckoutWording.answeringLater}
                  </p>
                  <Button variant="outline" size="small" onClick={() => goTo('questionnaire')}>
                    {designCheckoutWording.backToQuestionnaire}
                  </Button>
                </div>
              ) : null}
              {/* The dialog's title names the checkout: the panel adds no 'Checkout' of its own,
                  and its other views' headings sit under the title. */}
              <CheckoutPanel
                product={product}
                showCheckoutHeading={false}
                headingLevel={3}
                onComplete={(order) => void complete(order)}
                renderSuccess={() => (
                  <div role="status">
                    <Text>{designCheckoutWording.redirecting}</Text>
                  </div>
                )}
              />
            </Stack>
          </div>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

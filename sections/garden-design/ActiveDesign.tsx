import { useState } from 'react';
import type { DesignStatus } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { designStatusLabel } from '#src/lib/session/account.ts';
import * as styles from './GardenDesign.css.ts';

export const activeDesignWording = {
  heading: 'You have a garden design in progress',
  view: 'View My Active Design',
  startOver: 'Start Over',
  confirm: 'You will lose any progress on your questionnaire, would you like to continue?',
  cancel: 'Cancel',
  proceed: 'Continue',
} as const;

export interface ActiveDesignProps {
  designId: string;
  status: DesignStatus | string;
  headingLevel: 2 | 3;
  /**
   * After the person confirms 'Start Over' (any questionnaire answered in a checkout is forgotten by
   * then): the landing shows the price cards again.
   */
  onStartOver: () => void;
}

/**
 * What the landing shows instead of the price cards to someone with an active design (the first
 * neither closed nor complete): its status and 'View My Active Design'; 'Start Over' asks first ('You
 * will lose any progress on your questionnaire…'), then forgets the questionnaire answers held by any
 * checkout (docs/spec/features.md §4, §5) and offers the packages again.
 */
export function ActiveDesign({ designId, status, headingLevel, onStartOver }: ActiveDesignProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className={styles.activeDesign}>
      <Stack space="medium">
        <Heading level={headingLevel} size="sm">
          {activeDesignWording.heading}
        </Heading>
        <Text>
          Status: <strong>{designStatusLabel(status) ?? status}</strong>
        </Text>
        <div className={styles.activeActions}>
          <ButtonLink href={`/account/designs/${encodeURIComponent(designId)}`}>
            {activeDesignWording.view}
          </ButtonLink>
          <Dialog.Root open={confirming} onOpenChange={setConfirming}>
            <Dialog.Trigger>
              <Button variant="outline">{activeDesignWording.startOver}</Button>
            </Dialog.Trigger>
            <Dialog.Content
              title={activeDesignWording.startOver}
              description={activeDesignWording.confirm}
              size="small"
            >
              <div className={styles.activeActions}>
                <Button
                  onClick={() => {
                    setConfirming(false);
                    // The held answers' code comes with the checkout, not with the landing's first
                    // load: it is fetched now, and the packages show once the answers are forgotten.
                    void import('#src/features/designs/survey/heldSurveyAnswers.ts')
                      .then((held) => held.clearAllHeldSurveyAnswers())
                      .catch((error: unknown) =>
                        console.error('[designs] held questionnaire answers not cleared:', error),
                      )
                      .finally(onStartOver);
                  }}
                >
                  {activeDesignWording.proceed}
                </Button>
                <Dialog.Close>
                  <Button variant="outline">{activeDesignWording.cancel}</Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Root>
        </div>
      </Stack>
    </Card>
  );
}

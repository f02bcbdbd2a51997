import { Button } from '#src/ui/components/Button/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import * as styles from './GardenDetails.css.ts';
import { gardenDetailsLabels, type GardenDetailsField } from './gardenDetailsRules.ts';
import { gardenDetailsWording } from './gardenDetailsWording.ts';

export interface GardenDetailsActionsProps {
  /** The required details still missing: 'Save & Continue' waits for them. */
  missing: readonly GardenDetailsField[];
  /** The id of the sentence that names them (it describes the disabled button). */
  missingId: string;
  /** Once the details are complete, only 'Save & Continue' is offered. */
  completed: boolean;
  saving: 'progress' | 'continue' | null;
  onSaveProgress: () => void;
  /** Said after a save of progress (a live region). */
  status: string;
}

/** The form's buttons, what is still missing, and the saved status. */
export function GardenDetailsActions({
  missing,
  missingId,
  completed,
  saving,
  onSaveProgress,
  status,
}: GardenDetailsActionsProps) {
  return (
    <Stack space="small">
      {missing.length > 0 ? (
        <p id={missingId} className={styles.missing}>
          {gardenDetailsWording.missing(missing.map((field) => gardenDetailsLabels[field]))}
        </p>
      ) : null}
      <Inline space="small">
        {completed ? null : (
          <Button
            variant="secondary"
            loading={saving === 'progress'}
            disabled={saving !== null}
            onClick={onSaveProgress}
          >
            {gardenDetailsWording.saveProgress}
          </Button>
        )}
        <Button
          type="submit"
          loading={saving === 'continue'}
          disabled={missing.length > 0 || saving !== null}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {gardenDetailsWording.saveAndContinue}
        </Button>
      </Inline>
      <p className={styles.savedStatus} role="status">
        {status}
      </p>
    </Stack>
  );
}

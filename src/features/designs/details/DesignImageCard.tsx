import { useEffect, useId, useRef, useState } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { ApiError } from '#src/lib/api/client.ts';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import {
  designFileLimits,
  type DataResponse,
  type DesignFileUpdateRequest,
  type DesignFileWire,
} from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Inline } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import * as styles from './GardenDetails.css.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

/** §9: file notes are saved this long after typing stops. */
export const fileNotesDebounceMs = 1000;

export const designImageWording = {
  notesLabel: 'File notes',
  saving: 'Saving…',
  saved: 'Saved',
  removeShort: 'Remove',
  /** The remove button's accessible name: which image it removes. */
  remove: (name: string) => `Remove image ${name}`,
  /** §5, letter for letter. */
  confirmRemove: 'Are you sure you want to remove this image?',
  keep: 'Cancel',
  confirm: 'Remove image',
} as const;

export interface DesignImageCardProps {
  designId: number;
  file: DesignFileWire;
  /** The file as the API answered a change of its notes. */
  onChanged: (file: DesignFileWire) => void;
  /**
   * The file was removed (`DELETE` answered). The card and its dialog go away with it: the caller
   * moves focus somewhere that stays (the dialog does not try to return it to the gone button).
   */
  onRemoved: (file: DesignFileWire) => void;
}

const failureSummary = (error: unknown) => ({
  status: error instanceof ApiError ? error.status : 500,
  message: error instanceof Error ? error.message : String(error),
});

/**
 * One uploaded garden picture (docs/spec/features.md §2.11, §5, §7): a sized thumbnail from the
 * file's `path`, its 'File notes' (at most 250 characters, trimmed, saved by
 * `PUT /designs/{id}/upload/{file}` one second after typing stops, 'Saved' said politely), and a
 * remove button that asks 'Are you sure you want to remove this image?' before `DELETE`.
 */
export function DesignImageCard({ designId, file, onChanged, onRemoved }: DesignImageCardProps) {
  const api = useApi();
  const captionId = useId();
  const [notes, setNotes] = useState(file.description ?? '');
  const [notesState, setNotesState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [notesError, setNotesError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<string | null>(null);
  const lastSaved = useRef((file.description ?? '').trim());
  const sequence = useRef(0);
  const removed = useRef(false);
  // The latest callbacks, for the save that runs when the card goes away.
  const latest = useRef({ api, onChanged });
  useEffect(() => {
    latest.current = { api, onChanged };
  });

  async function saveNotes() {
    timer.current = null;
    const text = pending.current;
    pending.current = null;
    if (text === null || removed.current) return;
    const description = text.trim();
    if (description === lastSaved.current) {
      setNotesState('idle');
      return;
    }
    const turn = ++sequence.current;
    setNotesState('saving');
    setNotesError(null);
    try {
      const body: DesignFileUpdateRequest = { description };
      const answer = await latest.current.api.put<DataResponse<DesignFileWire>>(
        `/designs/${designId}/upload/${file.id}`,
        body,
      );
      lastSaved.current = answer?.data?.description ?? description;
      if (answer?.data) latest.current.onChanged(answer.data);
      if (turn === sequence.current) setNotesState('saved');
    } catch (error) {
      console.warn('Garden details: the file notes could not be saved', failureSummary(error));
      if (turn !== sequence.current) return;
      const mapped = mapFormError(error);
      setNotesState('idle');
      setNotesError(mapped.fields.description ?? mapped.form ?? Object.values(mapped.fields)[0]!);
    }
  }

  function onNotesChange(text: string) {
    setNotes(text);
    setNotesState('idle');
    pending.current = text;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNotes(), fileNotesDebounceMs);
  }

  // Notes typed less than a second before the form goes away (Save & Continue) are still saved.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void saveNotes();
      }
    },
    // saveNotes reads only refs: the cleanup must run once, when the card goes away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  async function remove() {
    setRemoving(true);
    setRemoveError(null);
    try {
      await api.delete(`/designs/${designId}/upload/${file.id}`);
      removed.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      onRemoved(file);
    } catch (error) {
      console.warn('Garden details: the image could not be removed', failureSummary(error));
      setRemoving(false);
      setConfirming(false);
      setRemoveError(mapFormError(error).form ?? 'The image could not be removed.');
    }
  }

  return (
    <li className={styles.card}>
      <Image
        src={file.path}
        alt={file.name}
        width={240}
        height={160}
        fit="cover"
        className={styles.thumbnail}
      />
      <Text as="small" tone="muted" id={captionId} className={styles.fileName}>
        {file.name}
      </Text>
      <TextArea
        label={designImageWording.notesLabel}
        name={`notes-${file.id}`}
        maxLength={designFileLimits.descriptionLength}
        rows={3}
        value={notes}
        onChange={(event) => onNotesChange(event.target.value)}
        error={notesError}
        aria-describedby={captionId}
      />
      <p className={styles.notesStatus} role="status">
        {notesState === 'saving'
          ? designImageWording.saving
          : notesState === 'saved'
            ? designImageWording.saved
            : null}
      </p>
      <Dialog.Root open={confirming} onOpenChange={(next) => !removing && setConfirming(next)}>
        <Dialog.Trigger>
          <Button variant="outline" size="small" aria-label={designImageWording.remove(file.name)}>
            {designImageWording.removeShort}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content
          title={designImageWording.confirmRemove}
          description={file.name}
          size="small"
          onCloseAutoFocus={(event) => {
            if (removed.current) event.preventDefault();
          }}
        >
          <Inline space="small" align="right">
            <Dialog.Close>
              <Button variant="ghost" disabled={removing}>
                {designImageWording.keep}
              </Button>
            </Dialog.Close>
            <Button variant="secondary" loading={removing} onClick={() => void remove()}>
              {designImageWording.confirm}
            </Button>
          </Inline>
        </Dialog.Content>
      </Dialog.Root>
      <FormErrorLine message={removeError} className={styles.inlineError} />
    </li>
  );
}

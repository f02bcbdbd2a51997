import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { ApiError } from '#src/lib/api/client.ts';
import { formErrorWording, mapFormError } from '#src/lib/api/formErrors.ts';
import type { DesignFileWire } from '#src/lib/api/types.ts';
import { buttonStyle } from '#src/ui/components/Button/index.ts';
import { describedBy } from '#src/ui/components/TextField/FieldParts.tsx';
import { Text } from '#src/ui/components/Text/index.ts';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { checkDesignFile, gardenImageKind } from '../designFiles.ts';
import * as styles from './GardenDetails.css.ts';
import type { DesignFileTransport } from './uploadDesignFile.ts';

export interface DesignImagePickerProps {
  designId: number;
  systemType: 'wideangle' | 'user_imgs';
  /** The picker's visible text and accessible name ('Upload the wide-angle photo', 'Add an image'). */
  label: string;
  transport: DesignFileTransport;
  onUploaded: (file: DesignFileWire) => void;
  /** A message for the field (a file refused before sending, a failed upload), or null to clear it. */
  onError: (message: string | null) => void;
  disabled?: boolean;
  /** The field's required state (the wide-angle photo until there is one). */
  required?: boolean;
  invalid?: boolean;
  /** The ids of the field's hint and error. */
  'aria-describedby'?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The message a failed upload shows by its field: the API's `file` message, or the form's. */
export function uploadFailureMessage(error: unknown): string {
  const mapped = mapFormError(error);
  return (
    mapped.fields.file ?? Object.values(mapped.fields)[0] ?? mapped.form ?? formErrorWording.unknown
  );
}

/**
 * Chooses one garden picture and uploads it at once (docs/spec/features.md §2.11, §5, §8): the file's
 * type and size are checked first (the `designFiles` message, nothing sent); while sending, a
 * progress bar with its name and value; a failed upload is logged and the picker resets, its message
 * shown by the field.
 */
export function DesignImagePicker({
  designId,
  systemType,
  label,
  transport,
  onUploaded,
  onError,
  disabled = false,
  required,
  invalid,
  'aria-describedby': ariaDescribedBy,
  inputRef,
}: DesignImagePickerProps) {
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const progressId = useId();

  // An upload still running when the form goes away is cancelled.
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(file: File) {
    const refused = checkDesignFile(file, gardenImageKind);
    if (refused) {
      onError(refused);
      return;
    }
    onError(null);
    const abort = new AbortController();
    controller.current = abort;
    setUploading({ name: file.name, percent: 0 });
    try {
      const uploaded = await transport(designId, file, {
        systemType,
        signal: abort.signal,
        onProgress: ({ percent }) => setUploading({ name: file.name, percent }),
      });
      if (abort.signal.aborted) return;
      setUploading(null);
      onUploaded(uploaded);
    } catch (error) {
      if (abort.signal.aborted) return;
      // §8: logged (the status and message only: no request, no token), and the uploader resets.
      console.warn('Garden details: the image upload failed', {
        systemType,
        status: error instanceof ApiError ? error.status : 500,
        message: error instanceof Error ? error.message : String(error),
      });
      setUploading(null);
      onError(uploadFailureMessage(error));
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure: clear the input's value.
    event.target.value = '';
    if (file) void upload(file);
  }

  const busy = uploading !== null;
  const off = disabled || busy;
  return (
    <div className={styles.picker}>
      <label
        className={[
          buttonStyle('outline', 'small'),
          styles.pickerButton,
          off ? styles.pickerOff : null,
          busy ? styles.pickerBusy : null,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {label}
        <input
          ref={inputRef}
          type="file"
          name={systemType}
          accept={gardenImageKind.accept}
          className={visuallyHidden}
          onChange={onChange}
          // While a picture uploads the picker waits but stays focusable (a disabled input drops
          // the keyboard user's focus to the page): aria-disabled, and a press opens nothing.
          disabled={disabled}
          aria-disabled={busy || undefined}
          onClick={busy ? (event) => event.preventDefault() : undefined}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ariaDescribedBy, busy && progressId)}
        />
      </label>
      {uploading ? (
        <div role="status" className={styles.progressBox}>
          <label htmlFor={progressId}>
            <Text as="span" size="sm">
              {`Uploading ${uploading.name}… ${uploading.percent}%`}
            </Text>
          </label>
          <progress id={progressId} className={styles.progress} max={100} value={uploading.percent}>
            {`${uploading.percent}%`}
          </progress>
        </div>
      ) : null}
    </div>
  );
}

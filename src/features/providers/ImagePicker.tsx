import { useId, type ChangeEvent } from 'react';
import * as uploadStyles from '#src/features/account/AvatarUpload.css.ts';
import { generalImageLimits, type ImageTransport } from '#src/features/account/uploadImage.ts';
import { buttonStyle } from '#src/ui/components/Button/Button.tsx';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './ProviderForm.css.ts';
import type { ProviderImageModel, Upload } from './useImageUploads.ts';

/** The types and size every business image may have, said under each image field. */
export const typesHint = 'JPG, GIF or PNG, less than 2MB.';

/** What every business image field takes: its id, label and hint, the form's error, the uploads. */
export interface ImageFieldFrame {
  id: string;
  label: string;
  hint: string;
  error?: string | null;
  transport?: ImageTransport;
  onBusyChange?: (model: ProviderImageModel, busy: boolean) => void;
}

/** One upload's progress bar, read out as it changes. */
export function UploadProgress({ upload, what }: { upload: Upload; what: string }) {
  const id = useId();
  return (
    <div role="status" className={styles.progressRow}>
      <label htmlFor={id}>{`Uploading ${what}… ${upload.percent}%`}</label>
      <progress id={id} className={uploadStyles.progress} max={100} value={upload.percent}>
        {`${upload.percent}%`}
      </progress>
    </div>
  );
}

interface ImagePickerProps {
  id: string;
  text: string;
  /** While its one picture uploads, a single-image picker waits (dimmed and disabled). */
  busy: boolean;
  multiple?: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onFiles: (files: File[]) => void;
}

/** The file input inside a button-looking label (its name is the label's text). */
export function ImagePicker({
  id,
  text,
  busy,
  multiple,
  invalid,
  describedBy: ids,
  onFiles,
}: ImagePickerProps) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after a failure: clear the input's value.
    event.target.value = '';
    if (files.length > 0 && !busy) onFiles(files);
  }
  return (
    <label
      className={[
        buttonStyle('outline', 'small'),
        uploadStyles.picker,
        busy ? uploadStyles.pickerBusy : null,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {text}
      <input
        id={id}
        type="file"
        accept={generalImageLimits.types.join(',')}
        multiple={multiple}
        className={visuallyHidden}
        onChange={onChange}
        // Not `disabled` while busy: a disabled input drops focus to the page. It waits instead,
        // and opens no chooser until the upload is done.
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={ids}
      />
    </label>
  );
}

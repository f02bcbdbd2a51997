import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import * as uploadStyles from '#src/features/account/AvatarUpload.css.ts';
import {
  generalImageLimits,
  uploadErrorMessage,
  validateImage,
  xhrImageTransport,
  type ImageTransport,
  type UploadedImage,
} from '#src/features/account/uploadImage.ts';
import { Button, buttonStyle } from '#src/ui/components/Button/Button.tsx';
import { Inline } from '#src/ui/components/Stack/index.ts';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import { describedBy } from '#src/ui/components/TextField/FieldParts.tsx';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.css.ts';
import type { PortfolioEntry } from './providerForm.ts';
import * as styles from './ProviderForm.css.ts';

/** What a business image is for: the `model` of `POST /images?model=…`. */
export type ProviderImageModel = 'logo' | 'cover' | 'portfolio';

const typesHint = 'JPG, GIF or PNG, less than 2MB.';

interface Upload {
  key: number;
  name: string;
  percent: number;
}

/**
 * Sends images one by one as they are chosen: each is checked first (JPG, GIF or PNG under 2 MB,
 * docs/spec/features.md §5), then uploaded with its own progress. `onBusyChange` tells the form while
 * anything is on its way, so it is not sent without its pictures.
 */
function useImageUploads({
  model,
  transport,
  onBusyChange,
}: {
  model: ProviderImageModel;
  transport?: ImageTransport;
  onBusyChange?: (model: ProviderImageModel, busy: boolean) => void;
}) {
  const send = useMemo(() => transport ?? xhrImageTransport(), [transport]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(0);
  const pending = useRef(0);
  const busy = uploads.length > 0;

  // Told in the same update as the upload list, so the form never sees a finished picture as pending.
  function track(change: 1 | -1) {
    pending.current += change;
    if (change === 1 && pending.current === 1) onBusyChange?.(model, true);
    if (change === -1 && pending.current === 0) onBusyChange?.(model, false);
  }

  async function upload(file: File): Promise<UploadedImage | null> {
    const invalid = validateImage(file, generalImageLimits);
    if (invalid) {
      setError(invalid);
      return null;
    }
    setError(null);
    const key = nextKey.current++;
    const progress = (percent: number) =>
      setUploads((current) =>
        current.map((entry) => (entry.key === key ? { ...entry, percent } : entry)),
      );
    setUploads((current) => [...current, { key, name: file.name, percent: 0 }]);
    track(1);
    try {
      return await send(file, { model, onProgress: ({ percent }) => progress(percent) });
    } catch (failure) {
      setError(uploadErrorMessage(failure));
      return null;
    } finally {
      setUploads((current) => current.filter((entry) => entry.key !== key));
      track(-1);
    }
  }

  return { uploads, error, busy, upload };
}

function Progress({ upload, what }: { upload: Upload; what: string }) {
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

interface PickerProps {
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
function Picker({ id, text, busy, multiple, invalid, describedBy: ids, onFiles }: PickerProps) {
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

interface FieldFrame {
  id: string;
  label: string;
  hint: string;
  error?: string | null;
  transport?: ImageTransport;
  onBusyChange?: (model: ProviderImageModel, busy: boolean) => void;
}

export interface SingleImageFieldProps extends FieldFrame {
  model: 'logo' | 'cover';
  /** The uploaded image's URL, or null. */
  value: string | null;
  onChange: (image: string | null) => void;
  /** How the word reads in the controls: 'logo' → 'Upload a logo', 'Remove logo'. */
  noun: string;
}

/**
 * One business image: the logo (square, 1:1) or the cover (2:1, previewed at 500×250 px). Choosing a
 * file checks it, uploads it with a progress bar and shows it; the form sends its URL.
 */
export function SingleImageField({
  id,
  label,
  hint,
  error,
  model,
  value,
  onChange,
  noun,
  transport,
  onBusyChange,
}: SingleImageFieldProps) {
  const {
    uploads,
    error: uploadError,
    busy,
    upload,
  } = useImageUploads({
    model,
    transport,
    onBusyChange,
  });
  const message = uploadError ?? error ?? null;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';

  async function choose(files: File[]) {
    const image = await upload(files[0]!);
    if (image) onChange(image.image);
  }

  return (
    <div role="group" aria-labelledby={ids.label} className={styles.imageField}>
      <span id={ids.label} className={fieldStyles.label()}>
        {label}
      </span>
      {value ? (
        <img
          src={value}
          alt={`Your ${model}`}
          width={model === 'cover' ? 500 : 160}
          height={model === 'cover' ? 250 : 160}
          className={model === 'cover' ? styles.coverPreview : styles.logoPreview}
        />
      ) : null}
      <Inline space="small">
        <Picker
          id={id}
          text={value ? `Replace ${noun}` : `Upload ${article} ${noun}`}
          busy={busy}
          invalid={Boolean(message)}
          describedBy={describedBy(ids.hint, message ? ids.error : null)}
          onFiles={(files) => void choose(files)}
        />
        {value && !busy ? (
          <Button variant="ghost" size="small" onClick={() => onChange(null)}>
            {`Remove ${noun}`}
          </Button>
        ) : null}
      </Inline>
      <p id={ids.hint} className={fieldStyles.hint()}>
        {`${hint} ${typesHint}`}
      </p>
      {uploads.map((entry) => (
        <Progress key={entry.key} upload={entry} what={noun} />
      ))}
      <p id={ids.error} className={fieldStyles.error()} aria-live="polite">
        {message}
      </p>
    </div>
  );
}

export interface PortfolioFieldProps extends FieldFrame {
  value: PortfolioEntry[];
  /** Called with a function of the current list: uploads may finish after other changes. */
  onChange: (update: (current: PortfolioEntry[]) => PortfolioEntry[]) => void;
}

/**
 * The portfolio: pictures of any ratio, each previewed at its own proportions up to 1200 px wide.
 * Several files may be chosen at once; each uploads with its own progress bar. New entries get a
 * `new-…` id until the business is saved.
 */
export function PortfolioField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  transport,
  onBusyChange,
}: PortfolioFieldProps) {
  const {
    uploads,
    error: uploadError,
    upload,
  } = useImageUploads({
    model: 'portfolio',
    transport,
    onBusyChange,
  });
  const message = uploadError ?? error ?? null;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };

  function choose(files: File[]) {
    for (const file of files) {
      void upload(file).then((image) => {
        if (image)
          onChange((current) => [...current, { id: `new-${image.id}`, image: image.image }]);
      });
    }
  }

  return (
    <div role="group" aria-labelledby={ids.label} className={styles.imageField}>
      <span id={ids.label} className={fieldStyles.label()}>
        {label}
      </span>
      {value.length > 0 ? (
        <ul className={styles.portfolioList}>
          {value.map((entry, index) => (
            <li key={entry.id} className={styles.portfolioItem}>
              <img
                src={entry.image}
                alt={`Portfolio ${index + 1} of ${value.length}`}
                className={styles.portfolioPreview}
              />
              <Button
                variant="ghost"
                size="small"
                onClick={() =>
                  onChange((current) => current.filter((item) => item.id !== entry.id))
                }
              >
                {`Remove picture ${index + 1}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Picker
          id={id}
          text="Add portfolio pictures"
          busy={false}
          multiple
          invalid={Boolean(message)}
          describedBy={describedBy(ids.hint, message ? ids.error : null)}
          onFiles={choose}
        />
      </div>
      <p id={ids.hint} className={fieldStyles.hint()}>
        {`${hint} ${typesHint}`}
      </p>
      {uploads.map((entry) => (
        <Progress key={entry.key} upload={entry} what={entry.name} />
      ))}
      <p id={ids.error} className={fieldStyles.error()} aria-live="polite">
        {message}
      </p>
    </div>
  );
}

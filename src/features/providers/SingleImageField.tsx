import { Button } from '#src/ui/components/Button/Button.tsx';
import { Inline } from '#src/ui/components/Stack/index.ts';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import { describedBy } from '#src/ui/components/TextField/FieldParts.tsx';
import { ImagePicker, typesHint, UploadProgress, type ImageFieldFrame } from './ImagePicker.tsx';
import * as styles from './ProviderForm.css.ts';
import { useImageUploads } from './useImageUploads.ts';

export interface SingleImageFieldProps extends ImageFieldFrame {
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
        <ImagePicker
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
        <UploadProgress key={entry.key} upload={entry} what={noun} />
      ))}
      <p id={ids.error} className={fieldStyles.error()} aria-live="polite">
        {message}
      </p>
    </div>
  );
}

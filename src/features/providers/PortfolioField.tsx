import { Button } from '#src/ui/components/Button/Button.tsx';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import { describedBy } from '#src/ui/components/TextField/FieldParts.tsx';
import { ImagePicker, typesHint, UploadProgress, type ImageFieldFrame } from './ImagePicker.tsx';
import type { PortfolioEntry } from './providerForm.ts';
import * as styles from './ProviderForm.css.ts';
import { useImageUploads } from './useImageUploads.ts';

export interface PortfolioFieldProps extends ImageFieldFrame {
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
        <ImagePicker
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
        <UploadProgress key={entry.key} upload={entry} what={entry.name} />
      ))}
      <p id={ids.error} className={fieldStyles.error()} aria-live="polite">
        {message}
      </p>
    </div>
  );
}

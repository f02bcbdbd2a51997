import type { ChangeEvent, Ref } from 'react';
import { accountImageTypes } from '#src/features/account/uploadImage.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { buttonStyle } from '#src/ui/components/Button/Button.tsx';
import { Image } from '#src/ui/components/Image/index.ts';
import { Inline } from '#src/ui/components/Stack/index.ts';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.css.ts';
import { gardenImageLimit } from './gardenForm.ts';
import * as styles from './gardens.css.ts';
import type { GardenPicture } from './useGardenPictures.ts';

export interface GardenPicturesProps {
  /** Ids for the legend, hint and error (unique on the page: there may be several forms). */
  id: string;
  pictures: readonly GardenPicture[];
  /** The message under the pictures: a check before sending, refused files, or the API's. */
  error?: string | null;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  /** The file input, so the form can move focus to it (an error, a removed picture). */
  inputRef?: Ref<HTMLInputElement>;
}

function PictureBox({ picture, number }: { picture: GardenPicture; number: number }) {
  if (picture.status === 'done' && picture.image) {
    return (
      <Image
        src={picture.image}
        alt={`Picture ${number} of your garden`}
        aspectRatio="4 / 3"
        fit="cover"
        sizes="(min-width: 768px) 15rem, 45vw"
        className={styles.picture}
      />
    );
  }
  const progressId = `${picture.key}-progress`;
  return (
    <div className={styles.pending}>
      {picture.status === 'uploading' ? (
        <div role="status">
          <label htmlFor={progressId}>{`Uploading ${picture.name}… ${picture.percent}%`}</label>
          <progress id={progressId} className={styles.progress} max={100} value={picture.percent}>
            {`${picture.percent}%`}
          </progress>
        </div>
      ) : (
        <>
          <span>{picture.name}</span>
          <p className={styles.pictureError} role="alert">
            {picture.error || 'The upload failed.'}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The garden's pictures: 1 to 6, each uploaded as soon as it is chosen with a progress bar, each
 * removable (a failed one can be tried again). The picker is a real file input inside a label that
 * looks like a button, so it is reached with Tab and opened with Enter or Space.
 */
export function GardenPictures({
  id,
  pictures,
  error,
  disabled = false,
  onAdd,
  onRemove,
  onRetry,
  inputRef,
}: GardenPicturesProps) {
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fullId = `${id}-full`;
  const full = pictures.length >= gardenImageLimit;
  const pickerDisabled = disabled || full;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again (after removing it, or a failure): clear the input's value.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend} id={legendId}>
        Pictures of your garden
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={styles.pictureItem}>
        <p className={styles.hint} id={hintId}>
          {`1 to ${gardenImageLimit} pictures: JPG, GIF or PNG, less than 16MB each.`}
        </p>
        {pictures.length > 0 ? (
          <ul className={styles.pictureGrid} aria-label="Chosen pictures">
            {pictures.map((picture, index) => {
              const number = index + 1;
              return (
                <li key={picture.key} className={styles.pictureItem}>
                  <PictureBox picture={picture} number={number} />
                  <Inline space="xsmall">
                    {picture.status === 'failed' ? (
                      <Button
                        variant="outline"
                        size="small"
                        onClick={() => onRetry(picture.key)}
                        aria-label={`Try again, picture ${number}`}
                        disabled={disabled}
                      >
                        Try again
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => onRemove(picture.key)}
                      aria-label={`Remove picture ${number}`}
                      disabled={disabled}
                    >
                      Remove
                    </Button>
                  </Inline>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div>
          <label
            className={[
              buttonStyle('outline', 'small'),
              styles.picker,
              pickerDisabled ? styles.pickerDisabled : null,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {pictures.length > 0 ? 'Add more pictures' : 'Add pictures'}
            <input
              ref={inputRef}
              type="file"
              multiple
              accept={accountImageTypes.join(',')}
              className={visuallyHidden}
              onChange={onChange}
              // At the limit the picker says why and stays focusable (a disabled input drops the
              // keyboard user's focus to the page, right after the pictures it chose): aria-disabled,
              // and a press opens nothing.
              disabled={disabled}
              aria-disabled={full || undefined}
              onClick={full ? (event) => event.preventDefault() : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, full ? fullId : null, error ? errorId : null]
                .filter(Boolean)
                .join(' ')}
            />
          </label>
        </div>
        {full ? (
          <p className={styles.hint} id={fullId}>
            {`That is ${gardenImageLimit} pictures, the most a garden can have.`}
          </p>
        ) : null}
        <p className={styles.fieldError} id={errorId} aria-live="polite">
          {error}
        </p>
      </div>
    </fieldset>
  );
}

import type { ReactNode, RefObject } from 'react';
import { designFileLimits, type DesignFileWire } from '#src/lib/api/types.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { FieldMessages, useFieldControl } from '#src/ui/components/TextField/Field.tsx';
import { FieldLabel } from '#src/ui/components/TextField/FieldParts.tsx';
import { DesignImageCard, designImageWording } from './DesignImageCard.tsx';
import { DesignImagePicker } from './DesignImagePicker.tsx';
import * as styles from './GardenDetails.css.ts';
import {
  additionalImages,
  canAddAdditionalImage,
  gardenDetailsLabels,
} from './gardenDetailsRules.ts';
import { gardenDetailsWording } from './gardenDetailsWording.ts';
import type { DesignFileTransport } from './uploadDesignFile.ts';

export interface GardenImagesProps {
  designId: number;
  files: readonly DesignFileWire[];
  /** The API's or the upload's message for each group. */
  errors: { wideangle?: string; user_imgs?: string };
  transport: DesignFileTransport;
  /** Focus goes back to a group's picker when one of its images is removed. */
  wideangleInput: RefObject<HTMLInputElement | null>;
  additionalInput: RefObject<HTMLInputElement | null>;
  onChanged: (file: DesignFileWire) => void;
  onRemoved: (file: DesignFileWire) => void;
  onUploaded: (file: DesignFileWire) => void;
  /** An upload's message for its group, or null to clear it. */
  onError: (group: 'wideangle' | 'user_imgs', message: string | null) => void;
}

/** The design's pictures: the wide-angle photo, then the additional images, each uploaded when chosen. */
export function GardenImages({
  designId,
  files,
  errors,
  transport,
  wideangleInput,
  additionalInput,
  onChanged,
  onRemoved,
  onUploaded,
  onError,
}: GardenImagesProps) {
  const wideangle = files.find((file) => file.system_type === 'wideangle') ?? null;
  const extras = additionalImages(files);
  const canAdd = canAddAdditionalImage(files);
  const cards = { designId, onChanged, onRemoved };
  // A group's picker: an upload clears the group's message, a refusal or failure sets it.
  const picker = (systemType: 'wideangle' | 'user_imgs', field: GroupField) => ({
    designId,
    systemType,
    transport,
    invalid: field.invalid,
    'aria-describedby': field.describedBy,
    onUploaded: (file: DesignFileWire) => {
      onUploaded(file);
      onError(systemType, null);
    },
    onError: (message: string | null) => onError(systemType, message),
  });
  return (
    <>
      <ImageGroup
        label={gardenDetailsLabels.wideangle}
        required
        hint={gardenDetailsWording.wideangleHint}
        error={errors.wideangle}
      >
        {(field) =>
          wideangle ? (
            <ImageCards files={[wideangle]} {...cards} />
          ) : (
            <>
              <DesignImagePicker
                {...picker('wideangle', field)}
                label={gardenDetailsWording.uploadWideangle}
                inputRef={wideangleInput}
                required
              />
              {/* §5: file notes stay disabled until the file exists. */}
              <TextArea
                label={designImageWording.notesLabel}
                name="notes-wideangle"
                maxLength={designFileLimits.descriptionLength}
                rows={3}
                value=""
                disabled
                hint="Upload the photo first."
              />
            </>
          )
        }
      </ImageGroup>

      <ImageGroup
        label={gardenDetailsLabels.user_imgs}
        hint={
          canAdd
            ? gardenDetailsWording.additionalHint(extras.length)
            : gardenDetailsWording.additionalFull
        }
        error={errors.user_imgs}
      >
        {(field) => (
          <>
            {extras.length > 0 ? <ImageCards files={extras} {...cards} /> : null}
            <DesignImagePicker
              {...picker('user_imgs', field)}
              label={gardenDetailsWording.addImage}
              inputRef={additionalInput}
              disabled={!canAdd}
            />
          </>
        )}
      </ImageGroup>
    </>
  );
}

/** A group's uploaded pictures, each with its notes and buttons. */
function ImageCards({
  files,
  designId,
  onChanged,
  onRemoved,
}: Pick<GardenImagesProps, 'designId' | 'onChanged' | 'onRemoved'> & {
  files: readonly DesignFileWire[];
}) {
  return (
    <ul className={styles.imageList}>
      {files.map((file) => (
        <DesignImageCard
          key={file.id}
          designId={designId}
          file={file}
          onChanged={onChanged}
          onRemoved={onRemoved}
        />
      ))}
    </ul>
  );
}

interface GroupField {
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * A labelled group of pictures with the field's hint and message: the label names the group; the
 * picker inside is described by the hint and the message.
 */
function ImageGroup({
  label,
  required,
  hint,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: (field: GroupField) => ReactNode;
}) {
  const control = useFieldControl({ hint, error });
  return (
    <div role="group" aria-labelledby={control.labelId} className={styles.imageGroup}>
      <FieldLabel as="span" id={control.labelId} required={required}>
        {label}
      </FieldLabel>
      {children({ describedBy: control.describedBy, invalid: control.invalid })}
      <FieldMessages hint={hint} hintId={control.hintId} error={error} errorId={control.errorId} />
    </div>
  );
}

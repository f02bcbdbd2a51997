import { useEffect, useId, useRef, useState } from 'react';
import type { ImageTransport } from '#src/features/account/uploadImage.ts';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import type { GardenWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { GardenForm } from './GardenForm.tsx';
import { gardenMessages, gardenPlace, gardenValuesOf, type GardenRequest } from './gardenForm.ts';
import * as styles from './gardens.css.ts';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

const sharedOn = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Shared May 12, 2026" (or nothing for a date the API did not give). */
function sharedDate(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : `Shared ${sharedOn.format(date)}`;
}

export interface MyGardensProps {
  gardens: readonly GardenWire[];
  onUpdate: (garden: GardenWire, request: GardenRequest) => Promise<void>;
  onDelete: (garden: GardenWire) => Promise<void>;
  transport?: ImageTransport;
  /** The garden whose edit form is open at first (stories). */
  initialEditing?: number | null;
}

/**
 * The person's gardens, newest first: each with its pictures, description and place, an Edit button
 * that opens the same form in its place (`PUT`), and a Delete button that asks first (`DELETE`).
 */
export function MyGardens({
  gardens,
  onUpdate,
  onDelete,
  transport,
  initialEditing = null,
}: MyGardensProps) {
  const [editing, setEditing] = useState<number | null>(initialEditing);
  return (
    <ul className={styles.gardenList}>
      {gardens.map((garden, index) => (
        <GardenItem
          key={garden.id}
          garden={garden}
          number={gardens.length - index}
          editing={editing === garden.id}
          onEdit={(open) => setEditing(open ? garden.id : null)}
          onUpdate={onUpdate}
          onDelete={onDelete}
          transport={transport}
        />
      ))}
    </ul>
  );
}

function GardenItem({
  garden,
  number,
  editing,
  onEdit,
  onUpdate,
  onDelete,
  transport,
}: {
  garden: GardenWire;
  /** Counted from the oldest, so a garden keeps its name when a new one is shared. */
  number: number;
  editing: boolean;
  onEdit: (open: boolean) => void;
  onUpdate: MyGardensProps['onUpdate'];
  onDelete: MyGardensProps['onDelete'];
  transport?: ImageTransport;
}) {
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const place = gardenPlace(garden);
  const title = place ? `Garden ${number}: ${place}` : `Garden ${number}`;
  const date = sharedDate(garden.created_at);

  // Closing the form (saved or cancelled) puts the focus back on the button that opened it, once
  // that button is on the page again.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  function closeEditor() {
    returnFocus.current = true;
    onEdit(false);
  }

  return (
    <Card as="li" padding="large" tone="white">
      <article aria-labelledby={headingId}>
        <Stack space="medium">
          <Stack space="xxsmall">
            <Heading level={3} size="md" id={headingId}>
              {title}
            </Heading>
            {date ? (
              <Text size="sm" tone="muted">
                {date}
              </Text>
            ) : null}
          </Stack>
          {editing ? (
            <GardenForm
              label={`Edit ${title}`}
              submitLabel="Save changes"
              initialValues={gardenValuesOf(garden)}
              initialImages={garden.images.map((image) => image.image)}
              transport={transport}
              focusOnOpen
              onCancel={closeEditor}
              onSubmit={async (request) => {
                await onUpdate(garden, request);
                closeEditor();
              }}
            />
          ) : (
            <>
              <ul className={styles.thumbnails} aria-label={`Pictures of ${title}`}>
                {garden.images.map((image, index) => (
                  <li key={image.id}>
                    <Image
                      src={image.image}
                      alt={`${title}, picture ${index + 1}`}
                      aspectRatio="1 / 1"
                      fit="cover"
                      sizes="(min-width: 768px) 8rem, 30vw"
                      className={styles.picture}
                    />
                  </li>
                ))}
              </ul>
              <Text className={styles.description}>{garden.description}</Text>
              <Inline space="small">
                <Button
                  variant="outline"
                  size="small"
                  ref={editButton}
                  onClick={() => onEdit(true)}
                >
                  Edit<VisuallyHidden> {title}</VisuallyHidden>
                </Button>
                <DeleteGarden title={title} onDelete={() => onDelete(garden)} />
              </Inline>
            </>
          )}
        </Stack>
      </article>
    </Card>
  );
}

/** Delete, behind a dialog that asks first; a failure is said in the dialog, which stays open. */
function DeleteGarden({ title, onDelete }: { title: string; onDelete: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      await onDelete();
      // The garden, and this dialog with it, leave the page.
    } catch (failure) {
      setDeleting(false);
      setError(mapFormError(failure).form ?? gardenMessages.deleteFailed);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (deleting) return;
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger>
        <Button variant="ghost" size="small">
          Delete<VisuallyHidden> {title}</VisuallyHidden>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Delete this garden?"
        description={`${title}, its pictures and its description will be removed from the site. This cannot be undone.`}
        size="small"
      >
        <Stack space="medium">
          <FormErrorLine message={error} className={styles.formError} />
          <Inline space="small" align="right">
            <Dialog.Close>
              <Button variant="ghost" disabled={deleting}>
                Keep garden
              </Button>
            </Dialog.Close>
            <Button variant="secondary" loading={deleting} onClick={() => void confirm()}>
              Delete garden
            </Button>
          </Inline>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useSWR } from '#src/lib/api/swr.ts';
import type { ImageTransport } from '#src/features/account/uploadImage.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { GardenWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { useNotify } from '#src/lib/messages/index.ts';
import { GardenForm } from './GardenForm.tsx';
import { gardenMessages, type GardenRequest } from './gardenForm.ts';
import {
  createGarden,
  deleteGarden,
  fetchMyGardens,
  myGardensKey,
  updateGarden,
} from './gardenRequests.ts';
import * as styles from './gardens.css.ts';
import { MyGardens } from './MyGardens.tsx';

export const myGardensTexts = {
  loading: 'Loading your gardens...',
  empty: 'You have not shared a garden yet. Once you do, it shows here.',
} as const;

export interface SubmitYourGardenProps {
  userId: number;
  /** The person's gardens, loaded with the page (null when that failed: the list loads here). */
  initialGardens?: GardenWire[] | null;
  /** Sends each picture; XMLHttpRequest to `/api/images` unless a story or test hands in its own. */
  transport?: ImageTransport;
  /** The garden whose edit form is open at first (stories). */
  initialEditing?: number | null;
}

/**
 * `/submit-your-garden`: a gardener shares their garden (pictures, description, place) and below
 * manages the gardens they shared: edit one in place, delete one after confirming. Successes show as
 * notifications; failures show on the form or in the dialog, with everything typed kept.
 */
export function SubmitYourGarden({
  userId,
  initialGardens,
  transport,
  initialEditing,
}: SubmitYourGardenProps) {
  const api = useApi();
  const notify = useNotify();
  const listHeadingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  // After a garden is shared or deleted the list's heading takes the focus, once the list shows it.
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList > 0) listHeading.current?.focus();
  }, [focusList]);
  const hasInitial = Array.isArray(initialGardens);
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    myGardensKey(userId),
    () => fetchMyGardens(api, userId),
    {
      fallbackData: hasInitial ? initialGardens : undefined,
      revalidateOnMount: !hasInitial,
      revalidateIfStale: !hasInitial,
      shouldRetryOnError: false,
    },
  );
  const gardens = data ?? [];

  // The page's own list (SWR's fallback) is not in the cache: each change writes the list shown.
  async function create(request: GardenRequest) {
    const garden = await createGarden(api, userId, request);
    await mutate([garden, ...gardens.filter((item) => item.id !== garden.id)], {
      revalidate: false,
    });
    notify({ message: gardenMessages.created, status: 'success' });
    setFocusList((count) => count + 1);
  }

  async function update(garden: GardenWire, request: GardenRequest) {
    const saved = await updateGarden(api, userId, garden.id, request);
    await mutate(
      gardens.map((item) => (item.id === garden.id ? saved : item)),
      { revalidate: false },
    );
    notify({ message: gardenMessages.updated, status: 'success' });
  }

  async function remove(garden: GardenWire) {
    await deleteGarden(api, userId, garden.id);
    await mutate(
      gardens.filter((item) => item.id !== garden.id),
      { revalidate: false },
    );
    notify({ message: gardenMessages.deleted, status: 'success' });
    // The garden and its buttons are gone.
    setFocusList((count) => count + 1);
  }

  let list;
  if (!data && (isLoading || (isValidating && !error))) {
    list = <Loader label={myGardensTexts.loading} />;
  } else if (error && !data) {
    list = (
      <div className={styles.formError} role="alert">
        <Stack space="small" align="left">
          <span>{gardenMessages.loadFailed}</span>
          <Button variant="outline" size="small" onClick={() => void mutate()}>
            Try again
          </Button>
        </Stack>
      </div>
    );
  } else if (gardens.length === 0) {
    list = <Text tone="muted">{myGardensTexts.empty}</Text>;
  } else {
    list = (
      <MyGardens
        gardens={gardens}
        onUpdate={update}
        onDelete={remove}
        transport={transport}
        initialEditing={initialEditing}
      />
    );
  }

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Submit Your Garden</Heading>
        <Text>
          Share a few pictures of your garden and tell us about it. Shared gardens may appear in the
          garden galleries on our site, credited to you.
        </Text>
      </Stack>
      <Card padding="large">
        <Stack space="medium">
          <Heading level={2} size="lg">
            Share a garden
          </Heading>
          <GardenForm
            label="Share a garden"
            submitLabel="Share my garden"
            resetOnSuccess
            onSubmit={create}
            transport={transport}
          />
        </Stack>
      </Card>
      <section aria-labelledby={listHeadingId}>
        <Stack space="medium">
          <Heading level={2} size="lg" id={listHeadingId} tabIndex={-1} ref={listHeading}>
            Your gardens
          </Heading>
          {list}
        </Stack>
      </section>
    </Stack>
  );
}

import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { AvailableNowRequest, AvailableNowWire, DataResponse } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { FieldError } from '#src/ui/components/TextField/FieldParts.tsx';
import { messageCatalogue, useNotify } from '#src/lib/messages/index.ts';
import { emptyTimeOfDay, timeOfDayParts, type TimeOfDayChoice } from './availabilityTime.ts';
import { serverMessage } from './serverMessage.ts';
import { goLiveWindow } from './time.ts';
import { TimeOfDayField, timeOfDayPartId } from './TimeOfDayField.tsx';

export const goLiveDialogWording = {
  title: 'Go Live',
  description: (zone: string) =>
    `Take instant bookings from now until a time you choose today (times in ${zone}).`,
  until: 'Until',
  submit: 'Go Live',
  cancel: 'Cancel',
} as const;

export interface GoLiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The coach going live (the signed-in account). */
  coachId: number;
  /** The coach's timezone: 'today' and the time chosen are theirs. */
  timeZone: string;
  /** The coach is live: the server's answer. */
  onLive: (live: AvailableNowWire) => void;
  /** Where focus goes when the dialog closes (the Go Live switch that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The clock (stories and tests pin it). */
  clock?: () => Date;
}

const realClock = () => new Date();

/**
 * The Go Live modal (docs/spec/platform.md §5, §8): available for instant booking from now until a
 * time today, chosen as hour (1–12, 12 sent as 0), minute (00, 15, 30, 45) and AM/PM in the coach's
 * zone. All three are needed (invalidTime); a time not after now is refused (invalidTimePast). Then
 * `POST /users/{id}/available-now { start, end }` → availableNowSet; a refusal shows the server's
 * message, in a toast and in the dialog (whose modal hides the toasts from screen readers).
 */
export function GoLiveDialog({
  open,
  onOpenChange,
  coachId,
  timeZone,
  onLive,
  returnFocus,
  clock = realClock,
}: GoLiveDialogProps) {
  const api = useApi();
  const notify = useNotify();
  const id = useId();
  const [until, setUntil] = useState<TimeOfDayChoice>(emptyTimeOfDay);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const window = goLiveWindow(until, clock(), timeZone);
    if ('error' in window) {
      notify({ message: window.error });
      setProblem(messageCatalogue[window.error].message);
      if (window.error === 'invalidTime') {
        const part = timeOfDayParts.find((name) => until[name] === null) ?? 'hour';
        document.getElementById(timeOfDayPartId(`${id}-until`, part))?.focus();
      }
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const body: AvailableNowRequest = window;
      const answer = await api.post<DataResponse<AvailableNowWire>>(
        `/users/${coachId}/available-now`,
        body,
      );
      notify({ message: 'availableNowSet' });
      onLive(answer.data);
    } catch (error) {
      const message = serverMessage(error);
      notify(message);
      setProblem(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={goLiveDialogWording.title}
        description={goLiveDialogWording.description(timeZone)}
        size="small"
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack space="medium">
            <TimeOfDayField
              id={`${id}-until`}
              label={goLiveDialogWording.until}
              value={until}
              onChange={(next) => {
                setUntil(next);
                setProblem(null);
              }}
              disabled={pending}
            />
            <FieldError id={`${id}-problem`}>{problem}</FieldError>
            <Inline space="small">
              <Button type="submit" loading={pending}>
                {goLiveDialogWording.submit}
              </Button>
              <Dialog.Close>
                <Button variant="outline">{goLiveDialogWording.cancel}</Button>
              </Dialog.Close>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type {
  AccountWire,
  AvailableNowRequest,
  AvailableNowWire,
  DataResponse,
} from '#src/lib/api/types.ts';
import { formatTimeOfDay } from '#src/features/coaching/availabilityTime.ts';
import { serverMessage } from '#src/features/coaching/serverMessage.ts';
import { Switch } from '#src/ui/components/Switch/index.ts';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';
import { useNotify } from '#src/lib/messages/index.ts';
import { viewerTimeZone } from '#src/lib/time/zone.ts';
import * as styles from './header.css.ts';

// The modal's code (the dialog, the selects) loads when a coach first heads for the switch.
const GoLiveDialog = lazyComponent(() =>
  import('#src/features/coaching/GoLiveDialog.tsx').then((module) => module.GoLiveDialog),
);

export const goLiveWording = {
  label: 'Go Live',
  off: 'Turn on to take instant bookings until a time you choose today.',
  liveUntil: (time: string) => `Live until ${time}`,
  liveNoEnd: 'Live now',
} as const;

type LiveState = Pick<AvailableNowWire, 'is_available_now' | 'available_now_end'>;

/**
 * The Go Live switch of an active coach (docs/spec/platform.md §5, §6): whether they take instant
 * bookings now. Turning it on opens the Go Live modal (until a time today); turning it off ends the
 * live window at once (`PUT /users/{id}/available-now { end: now }`). Either way the page's data is
 * loaded again, so everything showing the account agrees; until then the switch shows the server's
 * answer. While live, its description says until when, in the coach's zone.
 */
export function GoLiveToggle({ account }: { account: AccountWire }) {
  const api = useApi();
  const notify = useNotify();
  const { revalidate } = useRevalidator();
  const id = useId();
  const noteId = useId();
  const switchRef = useRef<HTMLButtonElement>(null);
  const timeZone = viewerTimeZone(account.timezone);

  const [answer, setAnswer] = useState<LiveState | null>(null);
  // A fresh account (the page's data loaded again) is the truth again.
  const [answerFor, setAnswerFor] = useState(account);
  if (answerFor !== account) {
    setAnswerFor(account);
    setAnswer(null);
  }
  const live: LiveState = answer ?? {
    is_available_now: account.is_available_now === true,
    available_now_end: account.available_now_end ?? null,
  };

  // The window ends by itself: the switch turns off at its end.
  const endsAt = live.is_available_now && live.available_now_end ? live.available_now_end : null;
  const [endedAt, setEndedAt] = useState<string | null>(null);
  useEffect(() => {
    if (!endsAt) return;
    const wait = Math.min(Math.max(0, Date.parse(endsAt) - Date.now()), 2_147_483_647);
    const timer = setTimeout(() => setEndedAt(endsAt), wait);
    return () => clearTimeout(timer);
  }, [endsAt]);
  const isLive = live.is_available_now && (endsAt === null || endedAt !== endsAt);

  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form; the dialog mounts the first time it is needed.
  const [openings, setOpenings] = useState(0);
  const [pending, setPending] = useState(false);

  async function goOffline() {
    setPending(true);
    try {
      const body: AvailableNowRequest = { end: new Date().toISOString() };
      const result = await api.put<DataResponse<AvailableNowWire>>(
        `/users/${account.id}/available-now`,
        body,
      );
      setAnswer(result.data);
      notify({ message: 'availableNowRemoved' });
      void revalidate();
    } catch (error) {
      notify(serverMessage(error));
    } finally {
      setPending(false);
    }
  }

  const note = isLive
    ? endsAt
      ? goLiveWording.liveUntil(formatTimeOfDay(endsAt, timeZone))
      : goLiveWording.liveNoEnd
    : goLiveWording.off;
  const preload = () => void GoLiveDialog.preload().catch(() => {});

  return (
    <span className={styles.goLive} data-shell-part="go-live">
      <label htmlFor={id}>{goLiveWording.label}</label>
      <Switch.Root
        ref={switchRef}
        id={id}
        className={styles.switchRoot}
        checked={isLive}
        onCheckedChange={(checked) => {
          if (pending) return;
          if (checked) {
            setOpenings((count) => count + 1);
            setOpen(true);
          } else {
            void goOffline();
          }
        }}
        aria-busy={pending || undefined}
        aria-describedby={noteId}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Switch.Thumb className={styles.switchThumb} />
      </Switch.Root>
      {/* Shown while live (it gives way on narrow desktops); always the switch's description. */}
      <span
        id={noteId}
        className={isLive ? `${styles.goLiveNote} ${styles.roomyOnly}` : visuallyHidden}
      >
        {note}
      </span>
      {openings > 0 ? (
        <GoLiveDialog
          key={openings}
          open={open}
          onOpenChange={setOpen}
          coachId={account.id}
          timeZone={timeZone}
          returnFocus={switchRef}
          onLive={(result) => {
            setAnswer(result);
            setOpen(false);
            void revalidate();
          }}
        />
      ) : null}
    </span>
  );
}

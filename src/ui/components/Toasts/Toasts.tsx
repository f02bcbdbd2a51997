import { useId } from 'react';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import type { MessageStatus } from '#src/lib/messages/catalogue.ts';
import { useNotifications } from '#src/lib/messages/NotificationProvider.tsx';
import type { Notification } from '#src/lib/messages/notificationStore.ts';
import * as styles from './Toasts.css.ts';

/** The word a screen reader hears before the message, standing in for the icon. */
export const toastStatusWords: Record<MessageStatus, string> = {
  success: 'Success',
  info: 'Information',
  error: 'Error',
};

function StatusIcon({ status }: { status: MessageStatus }) {
  return (
    <svg
      className={styles.icon({ status })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={status}
    >
      {status === 'success' ? (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M7.5 12.5l3 3 6-6.5" />
        </>
      ) : status === 'info' ? (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 11v6" />
          <circle cx="12" cy="7.5" r="0.5" fill="currentColor" />
        </>
      ) : (
        <>
          <path d="M10.3 3.9L2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4.5" />
          <circle cx="12" cy="17" r="0.5" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

function Toast({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss: (guid: string) => void;
}) {
  const messageId = `${useId()}-message`;
  const { guid, status, message, flash } = notification;
  return (
    <div
      className={styles.toast({ status })}
      data-status={status}
      data-flash={flash ? '' : undefined}
    >
      <StatusIcon status={status} />
      <p id={messageId} className={styles.message}>
        <VisuallyHidden>{`${toastStatusWords[status]}:`}</VisuallyHidden> {message}
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss notification"
        aria-describedby={messageId}
        onClick={() => onDismiss(guid)}
      >
        <svg
          className={styles.dismissIcon}
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3 3l10 10M13 3L3 13" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The flash messages of the site (docs/spec/platform.md §2 "Layout extras"): the notifications of the nearest
 * `NotificationProvider`, in a fixed region at the top right (full width at the top on phones).
 * Errors sit in an assertive live region so they interrupt; success and information wait their turn.
 * Render it once per app, next to the page content.
 */
export function Toasts({
  label = 'Notifications',
}: {
  /** The region's name; a page inside another (the live preview's frame) gives its own. */
  label?: string;
} = {}) {
  const { notifications, remove } = useNotifications();
  const errors = notifications.filter((item) => item.status === 'error');
  const others = notifications.filter((item) => item.status !== 'error');
  return (
    <section aria-label={label} className={styles.viewport}>
      <div aria-live="assertive" className={styles.stack}>
        {errors.map((item) => (
          <Toast key={item.guid} notification={item} onDismiss={remove} />
        ))}
      </div>
      <div aria-live="polite" className={styles.stack}>
        {others.map((item) => (
          <Toast key={item.guid} notification={item} onDismiss={remove} />
        ))}
      </div>
    </section>
  );
}

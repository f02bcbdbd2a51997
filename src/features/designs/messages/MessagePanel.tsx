import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { messagesWording } from './messagesWording.ts';
import * as styles from './ProjectMessages.css.ts';

export interface MessagePanelProps {
  /** Names the panel; its heading, which takes focus when the panel opens. */
  title: string;
  headingLevel: 3 | 4;
  /** While the live connection is down the panel's body is covered ('Connecting to chat...') and inert. */
  connected: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of a conversation's panel and of the new-message panel (docs/spec/features.md §2.12):
 * 550 px high, a heading and Close, Escape closes it, and the not-connected overlay over its body
 * while the live connection is down.
 */
export function MessagePanel({
  title,
  headingLevel,
  connected,
  onClose,
  children,
}: MessagePanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // A panel that opens takes focus, so keyboard and screen-reader users land in it.
  useEffect(() => heading.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Keys from a select's list (rendered elsewhere in the page) close that list, not the panel.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    event.preventDefault();
    onClose();
  }

  return (
    // Escape is handled for everything inside the panel; the panel itself is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-labelledby={titleId} className={styles.panel} onKeyDown={onKeyDown}>
      <div className={styles.panelHeader}>
        <Heading
          level={headingLevel}
          size="sm"
          id={titleId}
          tabIndex={-1}
          ref={heading}
          className={styles.panelTitle}
        >
          {title}
        </Heading>
        <Button variant="ghost" size="small" onClick={onClose}>
          {messagesWording.close}
        </Button>
      </div>
      <div className={styles.panelMain}>
        <div className={styles.panelBody} inert={!connected}>
          {children}
        </div>
        {connected ? null : (
          <div className={styles.overlay}>
            <Loader label={messagesWording.connecting} />
          </div>
        )}
      </div>
    </section>
  );
}

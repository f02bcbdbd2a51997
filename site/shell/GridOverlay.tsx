import { useEffect, useState } from 'react';
import { Container } from '#src/ui/components/Container/index.ts';
import * as styles from './extras.css.ts';

/** Columns of the layout grid across the 1312 px layout width. */
export const gridColumnCount = 12;

/** Ctrl+L (without Alt, Shift or Meta): the grid overlay's shortcut (docs/spec/platform.md §2). */
export function isGridShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>,
) {
  return (
    event.ctrlKey &&
    !event.altKey &&
    !event.metaKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'l'
  );
}

/**
 * A design aid: Ctrl+L toggles the layout's 12-column grid over the page. Purely visual (hidden from
 * assistive technology, never catches the pointer).
 */
export function GridOverlay() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isGridShortcut(event)) return;
      event.preventDefault();
      setShown((current) => !current);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!shown) return null;
  return (
    <div className={styles.gridOverlay} aria-hidden="true" data-testid="grid-overlay">
      <Container>
        <div className={styles.gridColumns}>
          {Array.from({ length: gridColumnCount }, (_, index) => (
            <span key={index} className={styles.gridColumn} data-testid="grid-column" />
          ))}
        </div>
      </Container>
    </div>
  );
}

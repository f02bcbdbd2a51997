import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import { loadSanitizer } from '#src/lib/sanitize/loadSanitizer.ts';
import { PageSections, type RevealMode } from '#site/page/PageSections.tsx';
import { collectSectionTypes, loadSectionModules } from '#site/page/sectionModules.ts';
import { isRenderMessage, type PreviewReadyMessage } from './previewMessages.ts';
import * as styles from './editor.css.ts';

interface Shown {
  sections: PageSectionWire[];
  reveal: RevealMode;
  /** Every render message remounts the sections, so `time_reveal` and section state start afresh. */
  version: number;
}

const noSubscription = () => () => {};
const isTopWindow = () => window.parent === window;

/**
 * The frame of the live preview: renders the sections its parent window sends (same origin only)
 * through the same registry, error boundaries and sanitizer as a page, with the admins' notices.
 * Opened on its own, it says where to go instead.
 */
export function PreviewFrame() {
  const [shown, setShown] = useState<Shown | null>(null);
  const alone = useSyncExternalStore(noSubscription, isTopWindow, () => false);
  const latest = useRef(0);

  useEffect(() => {
    if (isTopWindow()) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isRenderMessage(event.data)) return;
      const { sections, reveal } = event.data;
      const version = ++latest.current;
      // Code and sanitizer first, so the sections render at once (nothing suspends on the way).
      void Promise.all([
        loadSectionModules(collectSectionTypes(sections)),
        loadSanitizer().catch(() => undefined),
      ]).then(() => {
        if (version === latest.current) setShown({ sections, reveal, version });
      });
    };
    window.addEventListener('message', onMessage);
    const ready: PreviewReadyMessage = { kind: 'trellis-preview:ready' };
    window.parent.postMessage(ready, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (alone) {
    return (
      <main id="main" className={styles.cmsNote}>
        <p>
          This is the frame of the live section preview. Open <a href="/preview">/preview</a> to use
          it.
        </p>
      </main>
    );
  }
  return (
    <main id="main" aria-label="Section preview" data-preview-frame={shown ? 'ready' : 'waiting'}>
      {shown ? (
        <Suspense fallback={null}>
          <PageSections
            key={shown.version}
            sections={shown.sections}
            showNotices
            reveal={shown.reveal}
          />
        </Suspense>
      ) : null}
    </main>
  );
}

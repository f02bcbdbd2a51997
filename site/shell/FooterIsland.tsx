import { useEffect, useState, useSyncExternalStore } from 'react';
import { KeptUntilNeeded } from '#site/page/KeptUntilNeeded.tsx';
import { loadFooter, loadedFooter, type FooterComponent } from './footerModule.ts';
import * as styles from './shell.css.ts';

type Tone = 'pink' | 'white';

const attributes = { className: styles.footerIsland, 'data-footer-island': '' };
const noSubscription = () => () => {};

function Footer({ component: Component, tone }: { component: FooterComponent; tone: Tone }) {
  return <Component tone={tone} />;
}

/** The footer, read when it renders: by then its code is here. */
function LiveFooter({ tone }: { tone: Tone }) {
  const component = loadedFooter();
  return component ? <Footer component={component} tone={tone} /> : null;
}

/**
 * The site footer as an island. The server renders it in full. The browser that hydrates the page keeps
 * that HTML, without the footer's code, until the footer comes within a viewport of the screen or the
 * visitor touches or tabs into it (`KeptUntilNeeded`); a change of tone (the order page's white
 * footer) wakes it too. A footer first drawn in the browser (a layout mounted by a client navigation)
 * loads its code and shows when it is here.
 */
export function FooterIsland({ tone }: { tone: Tone }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Decided once: only the footer the server sent can be kept.
  const [kept] = useState(() => hydrating && typeof window !== 'undefined');
  const [keptTone] = useState(tone);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (kept || loadedFooter()) return;
    let live = true;
    loadFooter().then(
      () => live && setLoaded(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [kept]);
  if (kept) {
    return (
      <KeptUntilNeeded attributes={attributes} load={loadFooter} wake={tone !== keptTone}>
        <LiveFooter tone={tone} />
      </KeptUntilNeeded>
    );
  }
  return (
    <div {...attributes}>
      <LiveFooter tone={tone} />
    </div>
  );
}

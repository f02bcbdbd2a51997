import {
  Suspense,
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { isSectionType, isStaticSection, type SectionType } from '#registry';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { useInPageLinks } from '#src/ui/components/RichText/index.ts';
import { FramedSection } from '#src/lib/sectionKit/FramedSection.tsx';
import { parseTimeReveal } from '#src/lib/sectionKit/timeReveal.ts';
import {
  SectionRendererProvider,
  type RenderSections,
} from '#src/lib/sectionKit/SectionRendererContext.tsx';
import {
  hydrationSectionTypes,
  loadSectionModule,
  loadSectionModules,
  loadedSectionModule,
} from './sectionModules.ts';
import { isDeferredIsland } from './deferredIslands.ts';
import { KeptUntilNeeded } from './KeptUntilNeeded.tsx';
import * as styles from './PageSections.css.ts';
import { NoticesContext, Problem, SectionErrorBoundary } from './SectionProblem.tsx';

/** When the visitor opened the page (ms); `time_reveal` is counted from it. */
const OpenedAtContext = createContext<number>(0);
/**
 * How `time_reveal` is applied: `live` counts real minutes from when the visitor opened the page;
 * `all` shows every section at once (the kitchen sink); `{ minutes }` shows what a visitor would see
 * that many minutes after arriving (the live preview's simulation).
 */
export type RevealMode = 'live' | 'all' | { minutes: number };
const RevealContext = createContext<RevealMode>('live');
/**
 * Whether static sections are islands here: true on the server and while the browser hydrates the
 * page the document was loaded with; false for a page first rendered in the browser.
 */
const IslandsContext = createContext<boolean>(false);

function useRevealed(timeReveal: number): boolean {
  const openedAt = useContext(OpenedAtContext);
  const mode = useContext(RevealContext);
  const [revealedLive, setRevealed] = useState(timeReveal === 0);
  useEffect(() => {
    if (timeReveal === 0 || mode !== 'live') return;
    const remaining = Math.max(0, openedAt + timeReveal * 60_000 - Date.now());
    const timer = setTimeout(() => setRevealed(true), remaining);
    return () => clearTimeout(timer);
  }, [openedAt, timeReveal, mode]);
  if (mode === 'all') return true;
  if (mode !== 'live') return timeReveal <= mode.minutes;
  return revealedLive;
}

function ParsedSectionView({
  module,
  section,
  position,
}: {
  module: SectionModule;
  section: PageSectionWire;
  position: number;
}) {
  const result = useMemo(() => module.parse(section), [module, section]);
  if (!result.ok) {
    return (
      <Problem
        problem={{
          position,
          type: section.type,
          id: section.id,
          field: result.field,
          reason: result.message,
        }}
      />
    );
  }
  return <FramedSection module={module} section={result.section} />;
}

/** A section of the page with its known type and its place (1-based, as notices name it). */
interface PlacedSection {
  type: SectionType;
  section: PageSectionWire;
  position: number;
}

function LoadingSection({ type, section, position }: PlacedSection) {
  const module = use<SectionModule>(loadSectionModule(type));
  return <ParsedSectionView module={module} section={section} position={position} />;
}

/**
 * A loaded module renders in place, with no Suspense boundary: the server and the hydrating browser
 * always have it (a boundary would let React stream the section out of order, hidden until a script
 * reveals it). Only a section whose code is still loading — one revealed later, say — suspends.
 */
function SectionWithModule({ type, section, position }: PlacedSection) {
  const loaded = loadedSectionModule(type);
  if (loaded) return <ParsedSectionView module={loaded} section={section} position={position} />;
  return (
    <Suspense fallback={null}>
      <LoadingSection type={type} section={section} position={position} />
    </Suspense>
  );
}

const keepServerHtml = { __html: '' };

/**
 * A static section (decision 029) on the page the document was loaded with. The server renders it in
 * a wrapper; the hydrating browser renders the same wrapper with empty `dangerouslySetInnerHTML` and no
 * children, so React adopts the server's DOM inside as it is and never needs the section's code (it
 * writes `innerHTML` only when the `__html` text changes, which it never does here). Links inside
 * get the site's link rules by one listener (router navigation, smooth in-page anchors). When the
 * section's content changes (revalidation), its code loads and it renders like any other.
 */
function StaticIsland({
  type,
  section,
  kept,
  position,
}: PlacedSection & { kept: PageSectionWire }) {
  const linksRef = useInPageLinks();
  const unchanged = useMemo(
    () => kept === section || JSON.stringify(kept) === JSON.stringify(section),
    [kept, section],
  );
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (unchanged) return;
    let live = true;
    loadSectionModule(type).then(
      () => live && setLoaded(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [unchanged, type]);
  const server = typeof window === 'undefined';
  if (server || (!unchanged && loadedSectionModule(type))) {
    return (
      <div key="live" className={styles.island} data-section-island="">
        <SectionWithModule type={type} section={section} position={position} />
      </div>
    );
  }
  return (
    <div
      key="kept"
      ref={linksRef}
      className={styles.island}
      data-section-island=""
      dangerouslySetInnerHTML={keepServerHtml}
      suppressHydrationWarning
    />
  );
}

/**
 * An interactive section of the page the document was loaded with. The server renders it in a
 * wrapper `entry.client` can measure; one near the first screen hydrates with the page inside the
 * same wrapper. One further down (decision 031) stays as the server rendered it, like a static
 * island with no children (so no update of a context above can reach it), until it comes within a
 * viewport of the screen or the visitor points at, touches, focuses or types in it — whichever is
 * first. Then its code loads and it renders live in place; focus, typed values and a click made
 * meanwhile carry over to the live section.
 */
function InteractiveIsland({ type, section, position }: PlacedSection) {
  const id = useId();
  const types = useMemo(() => hydrationSectionTypes([section]).join(' '), [section]);
  const [deferred] = useState(() => typeof window !== 'undefined' && isDeferredIsland(id));
  if (!deferred) {
    return (
      <div
        className={styles.island}
        data-section-island="interactive"
        data-island-id={id}
        data-island-types={types}
      >
        <SectionWithModule type={type} section={section} position={position} />
      </div>
    );
  }
  return <DeferredIsland id={id} types={types} type={type} section={section} position={position} />;
}

function DeferredIsland({
  id,
  types,
  type,
  section,
  position,
}: PlacedSection & { id: string; types: string }) {
  // Content that changed (a revalidation) cannot stay as the server rendered it: it wakes the section.
  const [kept] = useState(section);
  const changed = kept !== section && JSON.stringify(kept) !== JSON.stringify(section);
  const load = useCallback(() => loadSectionModules(types.split(' ')), [types]);
  return (
    <KeptUntilNeeded
      attributes={{
        className: styles.island,
        'data-section-island': 'interactive',
        'data-island-id': id,
        'data-island-types': types,
      }}
      load={load}
      wake={changed}
    >
      {/* Rendered in the browser from scratch: nothing inside is the server's any more. */}
      <IslandsContext.Provider value={false}>
        <SectionWithModule type={type} section={section} position={position} />
      </IslandsContext.Provider>
    </KeptUntilNeeded>
  );
}

function PageSection({ section, position }: { section: PageSectionWire; position: number }) {
  const timeReveal = parseTimeReveal(section.content?.time_reveal);
  const revealed = useRevealed(timeReveal);
  const islands = useContext(IslandsContext);
  // Decided once, when the section first renders: only what the server sent can stay as it is.
  const [kept] = useState(() => (islands && revealed && isStaticSection(section) ? section : null));
  const [interactiveIsland] = useState(() => islands && revealed && !kept);
  const type = section.type;
  if (!isSectionType(type)) {
    return (
      <Problem
        problem={{
          position,
          type: String(type),
          id: section.id,
          reason: 'No section module is registered for this type.',
        }}
      />
    );
  }
  if (!revealed) {
    // Held back until its time; the marker lets the browser preload the section's code meanwhile.
    return <div hidden data-section-type={type} data-section-pending="" />;
  }
  return (
    <SectionErrorBoundary problem={{ position, type, id: section.id }}>
      {kept ? (
        <StaticIsland type={type} section={section} kept={kept} position={position} />
      ) : interactiveIsland ? (
        <InteractiveIsland type={type} section={section} position={position} />
      ) : (
        <SectionWithModule type={type} section={section} position={position} />
      )}
    </SectionErrorBoundary>
  );
}

const noSubscription = () => () => {};
/**
 * Provides `IslandsContext`. `useSyncExternalStore` answers its server snapshot (true) on the server
 * and while hydrating, the browser's (false) in a render that started in the browser. Its re-render
 * after hydration stops here: the value is kept from the first render and `children` is the same
 * element, so nothing below renders again.
 */
function IslandsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [islands] = useState(enabled && hydrating);
  return <IslandsContext.Provider value={islands}>{children}</IslandsContext.Provider>;
}

function SectionList({ sections }: { sections: readonly PageSectionWire[] }) {
  return (
    <>
      {sections.map((section, index) =>
        section && typeof section === 'object' ? (
          <PageSection key={section.id ?? `i${index}`} section={section} position={index + 1} />
        ) : null,
      )}
    </>
  );
}

let documentPageShown = false;
/**
 * When the visitor opened this page: for the page the document was loaded with, the moment the
 * navigation started (hydration may come a little later); for client navigations, now.
 */
function pageOpenedAt(): number {
  if (typeof window === 'undefined' || documentPageShown) return Date.now();
  documentPageShown = true;
  return Date.now() - performance.now();
}

/**
 * The page shell's renderer: every section of a page in CMS order, each parsed with its schema and
 * rendered inside its own error boundary; broken or unknown sections never break the page.
 */
export function PageSections({
  sections,
  showNotices = false,
  reveal = 'live',
  islands = false,
}: {
  sections: readonly PageSectionWire[];
  showNotices?: boolean;
  reveal?: RevealMode;
  /**
   * Static sections keep their server HTML without their code (decision 029): for the site's pages,
   * not for the editor's previews or the kitchen sink, whose sections change in the browser.
   */
  islands?: boolean;
}) {
  const [openedAt] = useState(pageOpenedAt);
  const renderSections = useCallback<RenderSections>(
    (subSections, options) => (
      <SectionList
        sections={(Array.isArray(subSections) ? subSections : []).filter(
          (s) => !options?.skipTypes?.includes(s?.type),
        )}
      />
    ),
    [],
  );
  return (
    <OpenedAtContext.Provider value={openedAt}>
      <RevealContext.Provider value={reveal}>
        <NoticesContext.Provider value={showNotices}>
          <SectionRendererProvider value={renderSections}>
            <IslandsProvider enabled={islands}>
              <SectionList sections={Array.isArray(sections) ? sections : []} />
            </IslandsProvider>
          </SectionRendererProvider>
        </NoticesContext.Provider>
      </RevealContext.Provider>
    </OpenedAtContext.Provider>
  );
}

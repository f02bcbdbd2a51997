import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isSectionType, registry } from '#registry';
import { formatCount } from '#src/lib/format/formatCount.ts';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import type { RevealMode } from '#site/page/PageSections.tsx';
import {
  collectSectionTypes,
  loadSectionModules,
  loadedSectionModule,
} from '#site/page/sectionModules.ts';
import { demoGroups } from './demoSections.ts';
import { isReadyMessage, type PreviewRenderMessage } from './previewMessages.ts';
import {
  describeProblem,
  heldBack,
  readPreviewJson,
  schemaProblems,
  type PreviewProblem,
} from './previewInput.ts';
import * as styles from './editor.css.ts';

/** The viewport widths an editor can check: a phone, a tablet, the full layout. */
export const previewWidths = [375, 768, 1312] as const;
type PreviewWidth = (typeof previewWidths)[number];

/** How long typing pauses before the frame renders again (ms). */
const renderDelay = 300;

const types = Object.keys(registry);
const demosByType = new Map(demoGroups().map((group) => [group.type as string, group.sections]));

/** A type's demo sections as the editor starts them: a list, without the ids the kitchen sink adds. */
export function demoJson(type: string): string {
  const sections = (demosByType.get(type) ?? []).map(({ id, ...section }) => {
    void id;
    return section;
  });
  return JSON.stringify(sections, null, 2);
}

function moduleOf(type: string): SectionModule | undefined {
  return isSectionType(type) ? loadedSectionModule(type) : undefined;
}

/**
 * The live section preview: the JSON of one section, a list of sections or a whole page, rendered in a
 * frame of the chosen width by the same registry, error boundaries and sanitizer as a real page, beside
 * the problems in plain words. Everything stays in the browser.
 */
export function LivePreview() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('type') ?? '';
  const startType = types.includes(requested) ? requested : types[0]!;
  const [pickedType, setPickedType] = useState(startType);
  const [text, setText] = useState(() => demoJson(startType));
  const [width, setWidth] = useState<PreviewWidth>(previewWidths[0]);
  const [revealAll, setRevealAll] = useState(true);
  const [minutes, setMinutes] = useState(0);
  const [checked, setChecked] = useState<{ text: string; problems: PreviewProblem[] } | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const lastGood = useRef<PreviewRenderMessage | null>(null);
  const ids = { json: useId(), type: useId(), minutes: useId(), problems: useId() };

  const read = useMemo(() => readPreviewJson(text), [text]);
  const reveal: RevealMode = revealAll ? 'all' : { minutes };

  // The schema problems need the sections' code: load it, then check (the frame loads its own copy).
  useEffect(() => {
    let current = true;
    const sections = read.sections ?? [];
    void loadSectionModules(collectSectionTypes(sections)).then(() => {
      if (current) setChecked({ text, problems: schemaProblems(sections, moduleOf) });
    });
    return () => {
      current = false;
    };
  }, [read, text]);

  // Render in the frame a moment after typing stops; invalid JSON keeps the last good rendering.
  useEffect(() => {
    if (!read.sections) return;
    const message: PreviewRenderMessage = {
      kind: 'trellis-preview:render',
      sections: read.sections,
      reveal,
    };
    const timer = setTimeout(() => {
      lastGood.current = message;
      // Sent whether or not the frame has said it is ready: the frame can hydrate first and say so
      // before this page listens, and then it would wait for ever (once in a CI run of the editor's
      // journey). A message that comes before the frame listens is lost, and the ready message the
      // frame sends when it starts listening brings the latest one again.
      frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
    }, renderDelay);
    return () => clearTimeout(timer);
    // `reveal` is rebuilt on every render; its parts are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, revealAll, minutes]);

  // The frame says when it is ready (first load, and again if it reloads): send it the latest.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frameRef.current?.contentWindow || !isReadyMessage(event.data)) return;
      if (lastGood.current) {
        frameRef.current?.contentWindow?.postMessage(lastGood.current, window.location.origin);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const problems = [...read.problems, ...(checked?.text === text ? checked.problems : [])];
  const held = read.sections ? heldBack(read.sections, revealAll ? 'all' : minutes) : [];

  return (
    <>
      <div className={`${styles.intro} ${styles.wideIntro}`}>
        <h1 className={styles.title}>Live section preview</h1>
        <p className={styles.lead}>
          Paste or edit the JSON of one section, a list of sections, or a whole page as the API
          sends it (<code className={styles.code}>{'{ "data": { "page_sections": [...] } }'}</code>
          ). It renders as visitors would see it, with a notice where a section cannot be shown.
          Nothing you type is sent anywhere.
        </p>
      </div>
      <div className={styles.previewLayout}>
        <div className={styles.panel}>
          <div className={styles.fieldRow}>
            <div className={styles.field}>
              <label className={styles.fieldLabel} htmlFor={ids.type}>
                Section type
              </label>
              <select
                id={ids.type}
                className={styles.control}
                value={pickedType}
                onChange={(event) => setPickedType(event.target.value)}
              >
                {types.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={styles.button}
              onClick={() => setText(demoJson(pickedType))}
            >
              Start from its demo content
            </button>
          </div>

          <div className={styles.field}>
            <label className={styles.fieldLabel} htmlFor={ids.json}>
              Section or page JSON
            </label>
            <textarea
              id={ids.json}
              className={styles.jsonInput}
              value={text}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              aria-describedby={ids.problems}
              aria-invalid={problems.length > 0}
              onChange={(event) => setText(event.target.value)}
            />
          </div>

          <div id={ids.problems} aria-live="polite">
            {problems.length > 0 ? (
              <section className={styles.problems} aria-labelledby={`${ids.problems}-title`}>
                <h2 id={`${ids.problems}-title`} className={styles.fieldLabel}>
                  {formatCount(problems.length, { one: 'problem', other: 'problems' })}
                  {read.sections ? ': these sections are not shown to visitors' : ''}
                </h2>
                <ul className={styles.problemList}>
                  {problems.map((problem, index) => (
                    <li key={index}>{describeProblem(problem)}</li>
                  ))}
                </ul>
                {!read.sections ? (
                  <p>The preview keeps showing the last JSON that could be read.</p>
                ) : null}
              </section>
            ) : (
              <p className={styles.noProblems}>No problems: every section can be shown.</p>
            )}
          </div>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Viewport width</legend>
            {previewWidths.map((option) => (
              <label key={option} className={styles.choice}>
                <input
                  type="radio"
                  name="preview-width"
                  value={option}
                  checked={width === option}
                  onChange={() => setWidth(option)}
                />
                {option} px
              </label>
            ))}
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>time_reveal</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name="preview-reveal"
                checked={revealAll}
                onChange={() => setRevealAll(true)}
              />
              Show every section at once
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="preview-reveal"
                checked={!revealAll}
                onChange={() => setRevealAll(false)}
              />
              Simulate a visit
            </label>
            {!revealAll ? (
              <div className={styles.field}>
                <label className={styles.fieldLabel} htmlFor={ids.minutes}>
                  Minutes since the visitor arrived
                </label>
                <input
                  id={ids.minutes}
                  className={styles.control}
                  type="number"
                  min={0}
                  step={1}
                  value={minutes}
                  onChange={(event) => setMinutes(Math.max(0, Number(event.target.value) || 0))}
                />
              </div>
            ) : null}
          </fieldset>
          {!revealAll && held.length > 0 ? (
            <ul className={styles.problemList} aria-label="Sections not shown yet">
              {held.map((entry) => (
                <li key={entry.position}>
                  Section {entry.position} (type “{entry.type}”) appears after{' '}
                  {formatCount(entry.minutes, { one: 'minute', other: 'minutes' })}.
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {/* The frame may be wider than the stage (1312 px on a laptop, 375 px on a phone): the stage
            then scrolls, and a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.stage} role="region" aria-label="Preview" tabIndex={0}>
          <iframe
            ref={frameRef}
            className={styles.frame}
            src="/preview/frame"
            title={`Rendered sections, ${width} px wide`}
            width={width}
            style={{ width: `${width}px` }}
          />
        </div>
      </div>
    </>
  );
}

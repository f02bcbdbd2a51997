import { useId, useState, type ReactNode } from 'react';
import { Icon } from '#src/ui/components/Icon/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import {
  homeworkSections,
  initialHomeworkSection,
  nextHomeworkSection,
  type HomeworkDesign,
  type HomeworkSection,
  type HomeworkSectionKey,
} from '../homeworkSections.ts';
import * as styles from './Homework.css.ts';

export const homeworkWording = {
  complete: 'Complete',
  locked: 'Locked: finish the step before first',
} as const;

export interface HomeworkProps {
  design: HomeworkDesign;
  /**
   * The body of a section. `done()` is called when the section's work is saved (the survey
   * submitted, 'Save & Continue' on the details): the homework opens the next section.
   */
  renderSection: (section: HomeworkSection, done: () => void) => ReactNode;
  /** The level of the sections' titles (3 by default, under the page's h1 and an h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The design homework (docs/spec/features.md §2.11, §4): the survey, the garden details and the
 * choice of designer as three collapsible sections, one open at a time, opening where the person
 * left off. A locked section is dimmed and its title cannot be pressed; any other title opens its
 * section, so an earlier one can be gone back to. Saving a section opens the next.
 *
 * The accordion pattern of the WAI-ARIA practices with plain buttons (a heading's button with
 * `aria-expanded` controls its region): the design-system Accordion would put Radix's accordion in a
 * chunk shared with the FAQ section, one more script on every page with a FAQ.
 */
export function Homework({ design, renderSection, headingLevel = 3 }: HomeworkProps) {
  const id = useId();
  const sections = homeworkSections(design);
  const [open, setOpen] = useState<HomeworkSectionKey | ''>(() => initialHomeworkSection(design));
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {sections.map((section) => {
        const isOpen = open === section.key;
        const locked = section.state === 'locked';
        const triggerId = `${id}-${section.key}-title`;
        const panelId = `${id}-${section.key}-panel`;
        return (
          <div
            key={section.key}
            className={styles.section}
            data-state={isOpen ? 'open' : 'closed'}
            data-disabled={locked ? '' : undefined}
          >
            <HeadingTag className={styles.header}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                disabled={locked}
                onClick={() => setOpen(isOpen ? '' : section.key)}
              >
                <span>
                  {section.title}
                  {section.state === 'complete' ? (
                    <span className={`${styles.stateLabel} ${styles.complete}`}>
                      {homeworkWording.complete}
                    </span>
                  ) : null}
                  {locked ? <VisuallyHidden> ({homeworkWording.locked})</VisuallyHidden> : null}
                </span>
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
            </HeadingTag>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              className={styles.content}
            >
              {isOpen
                ? renderSection(section, () =>
                    setOpen(nextHomeworkSection(sections, section.key) ?? ''),
                  )
                : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Accordion } from '#src/components/Accordion/index.ts';
import { VisuallyHidden } from '#src/components/VisuallyHidden/index.ts';
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
 */
export function Homework({ design, renderSection, headingLevel = 3 }: HomeworkProps) {
  const sections = homeworkSections(design);
  const [open, setOpen] = useState<HomeworkSectionKey | ''>(() => initialHomeworkSection(design));
  return (
    <Accordion.Root
      value={open}
      onValueChange={(value) => setOpen(value as HomeworkSectionKey | '')}
    >
      {sections.map((section) => (
        <Accordion.Item
          key={section.key}
          value={section.key}
          disabled={section.state === 'locked'}
          className={styles.section}
        >
          <Accordion.Trigger headingLevel={headingLevel}>
            {section.title}
            {section.state === 'complete' ? (
              <span className={`${styles.stateLabel} ${styles.complete}`}>
                {homeworkWording.complete}
              </span>
            ) : null}
            {section.state === 'locked' ? (
              <VisuallyHidden> ({homeworkWording.locked})</VisuallyHidden>
            ) : null}
          </Accordion.Trigger>
          <Accordion.Content>
            {open === section.key
              ? renderSection(section, () =>
                  setOpen(nextHomeworkSection(sections, section.key) ?? ''),
                )
              : null}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

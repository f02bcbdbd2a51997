import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from 'react';
import * as styles from './PageSections.css.ts';

// What the page shows, and logs, where a section cannot be shown: its content failed its schema, its
// type has no module, or it threw while rendering.

/** Admins and previews see a readable notice where a section cannot be shown. */
export const NoticesContext = createContext<boolean>(false);

const warned = new Set<string>();
function warnOnce(key: string, message: string) {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[sections] ${message}`);
}

export interface SectionProblem {
  position: number;
  type: string;
  id: number | undefined;
  field?: string;
  reason: string;
}

export function SectionNotice({ problem }: { problem: SectionProblem }) {
  return (
    <aside className={styles.notice} role="note" aria-label={`Section ${problem.position} problem`}>
      <p className={styles.noticeTitle}>
        Section {problem.position} (type “{problem.type}”) is not shown to visitors
      </p>
      <p>
        {problem.field ? (
          <>
            Field <code className={styles.noticeCode}>{problem.field}</code>: {problem.reason}
          </>
        ) : (
          problem.reason
        )}
      </p>
    </aside>
  );
}

export function Problem({ problem }: { problem: SectionProblem }) {
  const showNotices = useContext(NoticesContext);
  warnOnce(
    `${problem.type}:${problem.id ?? problem.position}:${problem.field ?? ''}`,
    `section ${problem.position} (${problem.type}${problem.id !== undefined ? ` #${problem.id}` : ''}) not shown: ${
      problem.field ? `${problem.field}: ` : ''
    }${problem.reason}`,
  );
  return showNotices ? <SectionNotice problem={problem} /> : null;
}

export class SectionErrorBoundary extends Component<
  { problem: Omit<SectionProblem, 'reason'>; children: ReactNode },
  { error: Error | null }
> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    void info;
    warnOnce(`render:${this.props.problem.type}:${this.props.problem.position}`, error.message);
  }
  render() {
    if (this.state.error) {
      return (
        <Problem
          problem={{
            ...this.props.problem,
            reason: `It failed to render: ${this.state.error.message}`,
          }}
        />
      );
    }
    return this.props.children;
  }
}

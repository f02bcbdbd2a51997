import { isSectionType } from '#registry';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { parseTimeReveal } from '#src/lib/sectionKit/timeReveal.ts';

/** One thing that stops a section (or the whole input) from showing, in plain words. */
export interface PreviewProblem {
  /** `JSON` for the text itself, `Section 3`, or `Section 3.2` for a section inside a reusable. */
  where: string;
  type?: string;
  /** The failing field as a dotted path, e.g. `content.faqs.0.headline`. */
  field?: string;
  message: string;
}

export interface PreviewInput {
  /** The sections to render, or null when the text cannot be read as sections at all. */
  sections: PageSectionWire[] | null;
  problems: PreviewProblem[];
}

const shapeMessage =
  'Expected one section ({ "type", "content", "options" }), a list of sections, or a page ({ "data": { "page_sections": [...] } }).';

/** Line and column (from 1) of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Where JSON.parse stopped: engines say "at position N", some also "(line L column C)". */
function syntaxProblem(text: string, error: SyntaxError): PreviewProblem {
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  const position = /position (\d+)/.exec(error.message);
  const at = lineColumn
    ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
    : position
      ? lineAndColumn(text, Number(position[1]))
      : null;
  const reason = error.message.replace(/\s*\(line \d+ column \d+\)/, '');
  return {
    where: 'JSON',
    message: at
      ? `The text is not valid JSON at line ${at.line}, column ${at.column}: ${reason}`
      : `The text is not valid JSON: ${reason}`,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list of sections in any of the accepted shapes, or null. */
function sectionList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return null;
  if (isObject(value.data) && Array.isArray(value.data.page_sections))
    return value.data.page_sections;
  if (Array.isArray(value.page_sections)) return value.page_sections;
  if (typeof value.type === 'string' || 'content' in value) return [value];
  return null;
}

/**
 * Reads what an editor typed: one section, a bare list of sections, or a page as the API answers it
 * (`{ data: Page }`, or the page itself). Sections without an id get their position as id; every
 * problem that can be told without the sections' code (bad JSON, a wrong shape, a section that is not
 * an object, a missing or unknown type) is listed.
 */
export function readPreviewJson(text: string): PreviewInput {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { sections: null, problems: [syntaxProblem(text, error as SyntaxError)] };
  }
  const list = sectionList(value);
  if (!list) return { sections: null, problems: [{ where: 'JSON', message: shapeMessage }] };
  const problems: PreviewProblem[] = [];
  const sections: PageSectionWire[] = [];
  list.forEach((item, index) => {
    const where = `Section ${index + 1}`;
    if (!isObject(item)) {
      problems.push({ where, message: 'It is not an object: a section is { "type", "content" }.' });
      return;
    }
    const section = {
      ...item,
      id: typeof item.id === 'number' ? item.id : index + 1,
      content: isObject(item.content) ? item.content : {},
    } as PageSectionWire;
    sections.push(section);
    if (typeof item.type !== 'string' || !item.type) {
      problems.push({ where, message: 'It has no "type": give the CMS type string, e.g. "hero".' });
    } else if (!isSectionType(item.type)) {
      problems.push({
        where,
        type: item.type,
        message: 'No section module is registered for this type.',
      });
    }
    if (item.content !== undefined && !isObject(item.content)) {
      problems.push({
        where,
        type: String(item.type),
        field: 'content',
        message: 'Expected an object.',
      });
    }
  });
  return { sections, problems };
}

/**
 * The problems each section's own schema finds, as admins see them on a page: position, type, the
 * failing field and what it expected. Sub-sections of a `reusable` are checked too (`Section 3.2`).
 */
export function schemaProblems(
  sections: readonly PageSectionWire[],
  moduleOf: (type: string) => SectionModule | undefined,
): PreviewProblem[] {
  const problems: PreviewProblem[] = [];
  const check = (section: PageSectionWire, where: string, depth: number) => {
    const module = typeof section.type === 'string' ? moduleOf(section.type) : undefined;
    if (!module) return;
    const result = module.parse(section);
    if (!result.ok) {
      problems.push({ where, type: section.type, field: result.field, message: result.message });
      return;
    }
    const nested = (section.content as { sections?: unknown }).sections;
    if (section.type !== 'reusable' || depth > 0 || !Array.isArray(nested)) return;
    // A reusable renders its sub-sections through the registry, leaving out nested reusables.
    const read = readPreviewJson(JSON.stringify(nested));
    for (const problem of read.problems) {
      problems.push({ ...problem, where: problem.where.replace('Section ', `${where}.`) });
    }
    (read.sections ?? []).forEach((child, index) => {
      if (child.type !== 'reusable') check(child, `${where}.${index + 1}`, depth + 1);
    });
  };
  sections.forEach((section, index) => check(section, `Section ${index + 1}`, 0));
  return problems;
}

/** The sections that `time_reveal` holds back, with their minutes, for the simulation's summary. */
export function heldBack(sections: readonly PageSectionWire[], minutes: number | 'all') {
  return sections
    .map((section, index) => ({
      position: index + 1,
      type: section.type,
      minutes: parseTimeReveal(section.content?.time_reveal),
    }))
    .filter((entry) => entry.minutes > 0 && (minutes === 'all' || entry.minutes > minutes));
}

/** A problem as one line of plain words. */
export function describeProblem(problem: PreviewProblem): string {
  const subject = problem.type ? `${problem.where} (type “${problem.type}”)` : problem.where;
  return problem.field
    ? `${subject}: field ${problem.field}: ${problem.message}`
    : `${subject}: ${problem.message}`;
}

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedPages, type SeedSection } from '#src/demo/pages.ts';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { NotificationStore } from '#src/lib/messages/notificationStore.ts';
import type { ParseResult, SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { FramedSection } from '#src/lib/sectionKit/FramedSection.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';

/** A section as demo content and the seed write it: the wire shape without an id. */
export type DemoSection = Omit<PageSectionWire, 'id'>;

/** A section to parse or render: the type defaults to the module's. */
export type SectionInput = Partial<Pick<DemoSection, 'type'>> & Omit<DemoSection, 'type'>;

/** A required content field and the message it must be reported with. */
export interface RequiredField {
  /** Reported when the field is missing (and, unless `wrongType` says otherwise, of the wrong type). */
  message: string;
  /** When a value of the wrong type gets another message, or the automatic wrong value does not fit. */
  wrongType?: { message?: string; value?: unknown };
  /** A value that counts as empty (blank text, an empty list), reported too (with `message` unless given). */
  empty?: { value: unknown; message?: string };
}

export interface SchemaExpectations {
  /** The type's demo content (`src/demo/sections/<type>.ts`); the first one must be complete. */
  demos: readonly DemoSection[];
  /**
   * Every required field of `content` (a dotted path, e.g. `title` or `cta.content.buttons`) with its
   * own message: a string, or `{ message, wrongType }`.
   */
  required?: Record<string, string | RequiredField>;
}

/** One schema check: its name reads as a sentence; `check` answers null or what went wrong. */
export interface SchemaCase {
  name: string;
  check: () => string | null;
}

/** Parses content the way the page shell does (with options such as a layout or a background). */
export function parseSection<C>(
  module: SectionModule<C>,
  content: Record<string, unknown>,
  options: PageSectionWire['options'] = null,
): ParseResult<C> {
  return module.parse({ id: 1, type: module.type, content, options });
}

/** The seeded sections of a type: those on the demo pages and inside their `reusable` sections. */
export function seededSectionsOf(type: string): DemoSection[] {
  const all: SeedSection[] = seedPages.flatMap((page) => page.page_sections);
  const nested = all.flatMap((section) =>
    section.type === 'reusable' && Array.isArray(section.content?.sections)
      ? (section.content.sections as SeedSection[])
      : [],
  );
  return [...all, ...nested].filter((section) => section?.type === type);
}

const describeParse = (result: ParseResult) =>
  result.ok ? 'it was accepted' : `got ${result.field}: "${result.message}"`;

/** A value of another type than `value`: a number for text, text for a number, a list or an object. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (Array.isArray(value)) return 'not a list';
  if (value !== null && typeof value === 'object') return 'not an object';
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'not a yes or no';
  return 42;
}

function getPath(target: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
      target,
    );
}

/** A deep copy of `content` with the field at `path` removed (`value` undefined) or replaced. */
function withField(content: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(content);
  const keys = path.split('.');
  const last = keys.pop()!;
  let at: Record<string, unknown> = copy;
  for (const key of keys) {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/**
 * The checks every section's schema must pass, as data: every demo and every seeded section of the
 * type parses, and each required field, when missing or of the wrong type, is reported with its own
 * field path and message (what admins read in the notice on a page).
 */
export function sectionSchemaCases<C>(
  module: SectionModule<C>,
  { demos, required = {} }: SchemaExpectations,
): SchemaCase[] {
  const type = module.type;
  const cases: SchemaCase[] = [
    {
      name: `accepts every demo ${type} section`,
      check: () => {
        if (demos.length === 0) return `there is no demo ${type} section`;
        const failed = demos.flatMap((demo, index) => {
          const result = module.parse({ id: index + 1, ...demo });
          return demo.type !== type
            ? [`demo ${index} has the type "${demo.type}"`]
            : result.ok
              ? []
              : [`demo ${index}: ${describeParse(result)}`];
        });
        return failed.length ? failed.join('; ') : null;
      },
    },
  ];

  const seeded = seededSectionsOf(type);
  if (seeded.length > 0)
    cases.push({
      name: `accepts every ${type} section of the seeded pages`,
      check: () => {
        const failed = seeded.flatMap((section, index) => {
          const result = module.parse({ id: index + 1, ...section });
          return result.ok ? [] : [`seeded section ${index}: ${describeParse(result)}`];
        });
        return failed.length ? failed.join('; ') : null;
      },
    });

  for (const [path, spec] of Object.entries(required)) {
    const field = typeof spec === 'string' ? { message: spec } : spec;
    const base = demos[0]?.content ?? {};
    const expectReported = (content: Record<string, unknown>, message: string) => {
      const result = parseSection(module, content);
      const expected = `content.${path}`;
      if (!result.ok && result.field === expected && result.message === message) return null;
      return `expected ${expected}: "${message}", but ${describeParse(result)}`;
    };
    cases.push({
      name: `reports a missing ${path} as content.${path}: “${field.message}”`,
      check: () => expectReported(withField(base, path, undefined), field.message),
    });
    const wrongValue =
      field.wrongType && 'value' in field.wrongType
        ? field.wrongType.value
        : wrongTypeFor(getPath(base, path));
    const wrongMessage = field.wrongType?.message ?? field.message;
    cases.push({
      name: `reports a ${path} of the wrong type (${JSON.stringify(wrongValue)}) as content.${path}: “${wrongMessage}”`,
      check: () => {
        const problem = expectReported(withField(base, path, wrongValue), wrongMessage);
        return problem && `${problem} (give required.${path}.wrongType a value that must fail)`;
      },
    });
    if (field.empty) {
      const { value, message = field.message } = field.empty;
      cases.push({
        name: `reports an empty ${path} (${JSON.stringify(value)}) as content.${path}: “${message}”`,
        check: () => expectReported(withField(base, path, value), message),
      });
    }
  }
  return cases;
}

/**
 * One call for a section's schema tests: registers, in a `describe` block, every check of
 * `sectionSchemaCases` (demo content, seeded pages, each required field missing and of the wrong type).
 */
export function testSectionSchema<C>(module: SectionModule<C>, expectations: SchemaExpectations) {
  describe(`${module.type} content`, () => {
    for (const schemaCase of sectionSchemaCases(module, expectations))
      it(schemaCase.name, () => {
        expect(schemaCase.check()).toBeNull();
      });
  });
}

/**
 * Renders one section the way the page shell does: parsed with its module's schema (a section that
 * does not parse throws, naming the field), in its frame, through the module (so its data hook runs),
 * inside the providers every page has. Returns Testing Library's result and the parsed section.
 */
export function renderSection<C>(
  module: SectionModule<C>,
  input: SectionInput,
  options: {
    notificationStore?: NotificationStore;
    initialPath?: string;
    id?: number;
    /** What the page has around the section in this test (a provider, content before it). */
    wrap?: (section: ReactNode) => ReactNode;
  } = {},
) {
  const result = module.parse({ id: options.id ?? 1, ...input, type: input.type ?? module.type });
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  const section = <FramedSection module={module} section={result.section} />;
  const rendered = render(
    <StoryProviders notificationStore={options.notificationStore} initialPath={options.initialPath}>
      {options.wrap ? options.wrap(section) : section}
    </StoryProviders>,
  );
  return { ...rendered, section: result.section };
}

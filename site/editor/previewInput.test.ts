import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineSection, type SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { requiredText } from '#src/lib/sectionKit/contentFields.ts';
import {
  describeProblem,
  heldBack,
  lineAndColumn,
  readPreviewJson,
  schemaProblems,
} from './previewInput.ts';

const hero = defineSection({
  type: 'hero',
  content: v.looseObject({ headline: requiredText('The headline is required.') }),
  Component: () => null,
});
const reusable = defineSection({
  type: 'reusable',
  content: v.looseObject({ sections: v.optional(v.array(v.unknown()), []) }),
  Component: () => null,
});
const modules: Record<string, SectionModule> = {
  hero: hero as SectionModule,
  reusable: reusable as SectionModule,
};
const moduleOf = (type: string) => modules[type];

describe('reading the JSON an editor typed', () => {
  it('accepts one section, a list, a page and the API answer for a page', () => {
    const section = { type: 'hero', content: { headline: 'Hi' } };
    for (const input of [
      section,
      [section],
      { page_sections: [section] },
      { data: { slug: 'x', page_sections: [section] } },
    ]) {
      const read = readPreviewJson(JSON.stringify(input));
      expect(read.problems).toEqual([]);
      expect(read.sections).toEqual([{ ...section, id: 1 }]);
    }
  });

  it('keeps the ids it is given and numbers the others by position', () => {
    const read = readPreviewJson(
      JSON.stringify([
        { id: 70, type: 'hero', content: {} },
        { type: 'hero', content: {} },
      ]),
    );
    expect(read.sections?.map((section) => section.id)).toEqual([70, 2]);
  });

  it('says where the JSON breaks, by line and column', () => {
    const text = '[\n  { "type": "hero",\n    "content": { "headline": "Hi" }\n  ,\n]';
    const read = readPreviewJson(text);
    expect(read.sections).toBeNull();
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]!.where).toBe('JSON');
    expect(read.problems[0]!.message).toMatch(/^The text is not valid JSON at line 5, column 1: /);
  });

  it('explains a shape that is not sections', () => {
    const read = readPreviewJson('{ "hello": "world" }');
    expect(read.sections).toBeNull();
    expect(read.problems[0]!.message).toMatch(/^Expected one section/);
  });

  it('lists sections that are not objects, have no type or an unknown type', () => {
    const read = readPreviewJson(
      JSON.stringify([42, { content: {} }, { type: 'no-such-type', content: {} }]),
    );
    expect(read.problems.map(describeProblem)).toEqual([
      'Section 1: It is not an object: a section is { "type", "content" }.',
      'Section 2: It has no "type": give the CMS type string, e.g. "hero".',
      'Section 3 (type “no-such-type”): No section module is registered for this type.',
    ]);
  });

  it('finds line and column of an offset', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('the problems a section schema finds', () => {
  it('names the position, the type, the failing field and what it expected', () => {
    const sections = readPreviewJson(
      JSON.stringify([
        { type: 'hero', content: { headline: 'Fine' } },
        { type: 'hero', content: { headline: '   ' } },
      ]),
    ).sections!;
    const problems = schemaProblems(sections, moduleOf);
    expect(problems.map(describeProblem)).toEqual([
      'Section 2 (type “hero”): field content.headline: The headline is required.',
    ]);
  });

  it('checks the sub-sections of a reusable, numbered inside it', () => {
    const sections = readPreviewJson(
      JSON.stringify({
        type: 'reusable',
        content: {
          sections: [
            { type: 'hero', content: { headline: 'Fine' } },
            { type: 'hero', content: {} },
            { type: 'mystery', content: {} },
          ],
        },
      }),
    ).sections!;
    expect(schemaProblems(sections, moduleOf).map(describeProblem)).toEqual([
      'Section 1.3 (type “mystery”): No section module is registered for this type.',
      'Section 1.2 (type “hero”): field content.headline: The headline is required.',
    ]);
  });
});

describe('time_reveal in the simulation', () => {
  const sections = readPreviewJson(
    JSON.stringify([
      { type: 'hero', content: { headline: 'a' } },
      { type: 'hero', content: { headline: 'b', time_reveal: 2 } },
      { type: 'hero', content: { headline: 'c', time_reveal: '10' } },
    ]),
  ).sections!;

  it('lists the sections still held back after some minutes', () => {
    expect(heldBack(sections, 0).map((entry) => entry.position)).toEqual([2, 3]);
    expect(heldBack(sections, 5)).toEqual([{ position: 3, type: 'hero', minutes: 10 }]);
    expect(heldBack(sections, 10)).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requiredText } from '#src/lib/sectionKit/contentFields.ts';
import { defineSection, type SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { parseSection, renderSection, sectionSchemaCases } from './sectionTests.tsx';

function Note({ content, background }: SectionProps<{ title: string; tags: string[] }>) {
  return (
    <h2>
      {content.title} on {background} ({content.tags.join(', ')})
    </h2>
  );
}

function noteModule(content: v.GenericSchema<unknown, { title: string; tags: string[] }>) {
  return defineSection({ type: 'note', content, Component: Note, defaultBackground: 'beige' });
}

const good = noteModule(
  v.looseObject({
    title: requiredText('The title is required.'),
    tags: v.pipe(
      v.nullish(v.array(v.string(), 'Tags must be a list.'), []),
      v.minLength(1, 'Add a tag.'),
    ),
  }),
);
const demos = [{ type: 'note', content: { title: 'Frost tonight', tags: ['frost'] }, options: {} }];

/** The problems each case reports, by case name (null when it passes). */
const run = (cases: ReturnType<typeof sectionSchemaCases>) =>
  Object.fromEntries(cases.map((schemaCase) => [schemaCase.name, schemaCase.check()]));

describe('the section schema checks', () => {
  it('pass for a schema that reports each required field with its own message', () => {
    const results = run(
      sectionSchemaCases(good, {
        demos,
        required: {
          title: 'The title is required.',
          tags: {
            message: 'Add a tag.',
            wrongType: { message: 'Tags must be a list.' },
            empty: { value: [] },
          },
        },
      }),
    );
    expect(Object.keys(results)).toEqual([
      'accepts every demo note section',
      'reports a missing title as content.title: “The title is required.”',
      'reports a title of the wrong type (42) as content.title: “The title is required.”',
      'reports a missing tags as content.tags: “Add a tag.”',
      'reports a tags of the wrong type ("not a list") as content.tags: “Tags must be a list.”',
      'reports an empty tags ([]) as content.tags: “Add a tag.”',
    ]);
    expect(Object.values(results)).toEqual([null, null, null, null, null, null]);
  });

  it('catch a missing field reported with valibot’s generic message', () => {
    const plain = noteModule(
      v.looseObject({ title: v.string('The title is required.'), tags: v.array(v.string()) }),
    );
    const results = run(
      sectionSchemaCases(plain, { demos, required: { title: 'The title is required.' } }),
    );
    expect(results['reports a missing title as content.title: “The title is required.”']).toMatch(
      /^expected content\.title: "The title is required\.", but got content\.title: "Invalid key/,
    );
  });

  it('catch a field that accepts a value of the wrong type', () => {
    const lenient = noteModule(
      v.looseObject({
        title: v.pipe(
          v.unknown(),
          v.transform((value) => String(value ?? '')),
          v.nonEmpty('The title is required.'),
        ),
        tags: v.array(v.string()),
      }),
    );
    const results = run(
      sectionSchemaCases(lenient, { demos, required: { title: 'The title is required.' } }),
    );
    expect(
      results['reports a title of the wrong type (42) as content.title: “The title is required.”'],
    ).toMatch(/but it was accepted \(give required\.title\.wrongType a value that must fail\)$/);
  });

  it('catch demo content that its schema refuses, or that has another type', () => {
    const results = run(
      sectionSchemaCases(good, {
        demos: [
          ...demos,
          { type: 'note', content: { title: '' }, options: {} },
          { type: 'hero', content: { title: 'x', tags: ['y'] }, options: {} },
        ],
      }),
    );
    expect(results['accepts every demo note section']).toBe(
      'demo 1: got content.title: "The title is required."; demo 2 has the type "hero"',
    );
    expect(run(sectionSchemaCases(good, { demos: [] }))).toEqual({
      'accepts every demo note section': 'there is no demo note section',
    });
  });
});

describe('renderSection', () => {
  it('renders a section in its frame with its default background, as the page shell does', () => {
    const { container, section } = renderSection(good, { content: demos[0]!.content });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Frost tonight on beige (frost)' }),
    ).toBeInTheDocument();
    // The frame's marker is what the browser reads to load a page's section code before hydrating.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('section[data-section-type="note"]')).not.toBeNull();
    expect(section.background).toBe('beige');
  });

  it('takes the background from the options and refuses content that does not parse', () => {
    renderSection(good, {
      content: { title: 'Sow peas', tags: ['peas'] },
      options: { BackgroundColor: { color: 'green' } },
    });
    expect(screen.getByRole('heading', { name: 'Sow peas on green (peas)' })).toBeInTheDocument();
    expect(() => renderSection(good, { content: { tags: ['x'] } })).toThrow(
      'content.title: The title is required.',
    );
    expect(parseSection(good, { title: 'x' })).toMatchObject({ ok: false, field: 'content.tags' });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '#registry';
import { docPath, sectionsMarkdown, storyTitle } from './section-docs/markdown.ts';
import { sectionNotes } from './section-docs/notes.ts';

const root = path.resolve(import.meta.dirname, '..');
const types = Object.keys(registry);

describe('docs/sections.md', () => {
  let generated: string;
  // Loads every section module (components and styles included) once: slow on a cold cache.
  beforeAll(async () => {
    generated = await sectionsMarkdown();
  }, 120_000);

  it('is what `npm run docs:sections` writes from the registry, the schemas and the notes', () => {
    const written = readFileSync(path.join(root, docPath), 'utf8');
    // On failure: run `npm run docs:sections` and commit docs/sections.md.
    expect(written === generated, 'docs/sections.md is stale: run `npm run docs:sections`').toBe(
      true,
    );
  });

  it('has a note for every registered type, and none for a type that is not registered', () => {
    expect(types.filter((type) => !sectionNotes[type]?.trim())).toEqual([]);
    expect(Object.keys(sectionNotes).filter((type) => !types.includes(type))).toEqual([]);
  });

  it('gives every type a heading, its story title and its fields', () => {
    const markdown = generated;
    for (const type of types) {
      const title = storyTitle(type);
      expect(title, type).toMatch(/^Sections\/[A-Z]\w+$/);
      const heading = markdown.indexOf(`\n## \`${type}\`\n`);
      expect(heading, type).toBeGreaterThan(-1);
      const block = markdown.slice(heading, markdown.indexOf('\n## ', heading + 1) >>> 0);
      expect(block).toContain(`- Storybook: ${title} `);
      expect(block).toMatch(/^\| `options\.BackgroundColor\.color` +\| one of /m);
    }
    expect(markdown).toMatch(
      /^\| `headline` +\| text +\| \*\*yes\*\* +\| +\| not blank +\| “The headline is required\.” +\|$/m,
    );
  });
});

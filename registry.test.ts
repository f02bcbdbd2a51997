import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSections } from '#src/demo/sections/index.ts';
import { registry } from './registry';

const sectionsDir = path.resolve(__dirname, 'sections');
const folders = readdirSync(sectionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);
const types = Object.keys(registry);

describe('the section registry', () => {
  it.each(folders)('registers the folder sections/%s', (folder) => {
    expect(types).toContain(folder);
  });

  it.each(types)('has a complete module folder for %s', (type) => {
    const dir = path.join(sectionsDir, type);
    expect(existsSync(dir), `sections/${type}/ exists`).toBe(true);
    const files = readdirSync(dir);
    expect(files, 'index.ts').toContain('index.ts');
    expect(files, 'schema.ts').toContain('schema.ts');
    expect(
      files.some((file) => file.endsWith('.stories.tsx')),
      'a story',
    ).toBe(true);
    expect(
      files.some((file) => /\.test\.tsx?$/.test(file)),
      'a test',
    ).toBe(true);
  });

  it.each(types)('loads a module for %s whose type is its registry key', async (type) => {
    const module = (await registry[type as keyof typeof registry]()).default;
    expect(module.type).toBe(type);
    expect(typeof module.parse).toBe('function');
    expect(module.Render).toBeTypeOf('function');
  });

  it.each(types)('has demo content for %s that its schema accepts', async (type) => {
    const module = (await registry[type as keyof typeof registry]()).default;
    const demos = demoSections.filter((section) => section.type === type);
    expect(demos.length).toBeGreaterThan(0);
    demos.forEach((demo, index) => {
      const result = module.parse({ id: index + 1, ...demo });
      expect(result.ok, JSON.stringify(result)).toBe(true);
    });
  });
});

describe('the CMS contract (docs/cms-contract.md)', () => {
  it('marks exactly the registered section types as built', () => {
    const contract = readFileSync(path.resolve(__dirname, 'docs/cms-contract.md'), 'utf8');
    const built = [...contract.matchAll(/^\| `([a-z0-9-]+)` .*\| (yes|not yet) +\|$/gm)]
      .filter((row) => row[2] === 'yes')
      .map((row) => row[1]);
    expect(built.sort()).toEqual([...types].sort());
  });
});

describe('the demo content', () => {
  // Every type is rendered in a real browser, with axe, by the end-to-end journeys: they visit
  // /kitchen-sink (every demo section of every type, built in) and every published seeded page. A new
  // type needs no seeded page of its own; putting it on one (src/demo/contentPages.ts) is an editorial
  // choice.
  it('gives every registered section type built-in demo content for the kitchen sink', async () => {
    const { demoSectionsByType } = await import('#src/demo/sections/index.ts');
    expect(types.filter((type) => !demoSectionsByType[type]?.length)).toEqual([]);
    expect(Object.keys(demoSectionsByType).filter((type) => !types.includes(type))).toEqual([]);
  });

  it.each(types)('seeds only %s sections that its schema accepts', async (type) => {
    const { seedPages } = await import('#src/demo/pages.ts');
    const module = (await registry[type as keyof typeof registry]()).default;
    const sections = seedPages.flatMap((page) => page.page_sections).filter((s) => s.type === type);
    sections.forEach((section, index) => {
      const result = module.parse({ id: index + 1, ...section });
      expect(result.ok, `${type}: ${JSON.stringify(result)}`).toBe(true);
    });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '#registry';
import { demoGroups } from './demoSections.ts';
import { previewPath, storybookDocsUrl, storybookId } from './links.ts';

const types = Object.keys(registry);

describe('the built-in demo content', () => {
  it('has every registered type, in registry order, each with demo sections', () => {
    const groups = demoGroups();
    expect(groups.map((group) => group.type)).toEqual(types);
    expect(groups.filter((group) => group.sections.length === 0)).toEqual([]);
  });

  it('gives every demo section its own id', () => {
    const ids = demoGroups().flatMap((group) => group.sections.map((section) => section.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The kitchen sink links each type's Storybook docs by id: the id must follow the story's title.
  it.each(types)('links %s to the Storybook entry its story file declares', (type) => {
    const folder = path.join(process.cwd(), 'sections', type);
    const storyFile = readdirSync(folder).find((file) => file.endsWith('.stories.tsx'));
    expect(storyFile, `sections/${type} has no story file`).toBeDefined();
    const title = /title: '([^']+)'/.exec(readFileSync(path.join(folder, storyFile!), 'utf8'))?.[1];
    // Storybook's id of a title: lower case, anything else than letters and digits becomes '-'.
    const id = title!.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(storybookId(type)).toBe(id);
  });

  it('builds the links of a label', () => {
    expect(storybookDocsUrl('http://localhost:6006/', 'at-a-glance')).toBe(
      'http://localhost:6006/?path=/docs/sections-ataglance--docs',
    );
    // The Storybook the site serves itself: a path on the same origin.
    expect(storybookDocsUrl('/storybook', 'hero')).toBe(
      '/storybook/?path=/docs/sections-hero--docs',
    );
    expect(previewPath('cta-band')).toBe('/preview?type=cta-band');
  });
});

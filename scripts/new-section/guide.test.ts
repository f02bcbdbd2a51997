import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { planSection } from './plan.ts';
import { generatedFile, guideBlocks, guidePath, guideType, root } from './guide.ts';

const markdown = readFileSync(guidePath, 'utf8');
const blocks = guideBlocks(markdown);

describe('the guide to adding a section (docs/adding-a-section.md)', () => {
  it('quotes the generator, shows edits and lists its files', () => {
    expect(blocks.filter((block) => block.kind === 'generated').length).toBeGreaterThan(0);
    expect(blocks.filter((block) => block.kind === 'edited').length).toBeGreaterThanOrEqual(6);
    expect(blocks.filter((block) => block.kind === 'listing')).toHaveLength(2);
  });

  it.each(blocks.filter((block) => block.kind.startsWith('generated')))(
    'quotes $target ($kind) exactly as the generator writes it',
    async (block) => {
      expect(block.code).toBe(await generatedFile(block.target, block.kind.includes('--data')));
    },
  );

  it.each(blocks.filter((block) => block.kind === 'edited'))(
    'shows the edited $target as a whole file the generator wrote, formatted as the format check wants',
    async (block) => {
      const plan = planSection(root, guideType, { data: false });
      expect(plan.files.map((file) => file.path)).toContain(block.target);
      const filepath = path.join(root, block.target);
      const options = await prettier.resolveConfig(filepath);
      expect(block.code).toBe(await prettier.format(block.code, { ...options, filepath }));
    },
  );

  it.each(blocks.filter((block) => block.kind === 'listing'))(
    'lists exactly the files `$target` writes',
    (listing) => {
      const data = listing.target.includes('--data');
      const listed = listing.code
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/\s+/).slice(0, 2).join(' '));
      // docs/sections.md is written after the plan, from the section as written (new-section.ts).
      const planned = [
        ...planSection(root, guideType, { data }).files.map((file) => `${file.kind} ${file.path}`),
        'update docs/sections.md',
      ];
      // The contract's row is written only when the contract does not list the type yet.
      expect(listed.filter((line) => line !== 'update docs/cms-contract.md')).toEqual(
        planned.filter((line) => line !== 'update docs/cms-contract.md'),
      );
    },
  );

  it('names only files and folders that exist in the repository (or that the generator writes)', () => {
    const named = [
      ...markdown.matchAll(/`((?:src|sections|scripts|api|docs|site|e2e)\/[\w./-]+)`/g),
    ].map((match) => match[1]!);
    const missing = named.filter(
      (file) =>
        !file.includes(guideType) && !file.includes('tipBox') && !existsSync(path.join(root, file)),
    );
    expect(missing).toEqual([]);
    expect(markdown).not.toMatch(/\.\.\/shared|\]\(\.\.\/\.\./);
  });
});

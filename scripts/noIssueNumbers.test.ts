import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Code says why in its own words: "issue 12" means nothing to the next reader once the tracker has
 * moved on. Names of the documents that hold the reasons (docs/…, decisions) say it instead.
 */
describe('comments', () => {
  it('name no issue numbers in the code, the scripts or the docs', () => {
    const files = execFileSync(
      'git',
      [
        'ls-files',
        '--',
        'src',
        'site',
        'sections',
        'api',
        'scripts',
        'e2e',
        '.storybook',
        'docs',
        'bench',
        '*.ts',
        'README.md',
      ],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => /\.(ts|tsx|js|mjs|json|md)$/.test(file))
      .filter((file) => file !== 'scripts/noIssueNumbers.test.ts');
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\b(issues?|tasks?) #?\d+\b/i.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

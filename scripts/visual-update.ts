// `npm run test:visual:update`: shoots the stories of the sections and the design system again and
// writes their baselines (docs/visual-regression.md).
//
// With no arguments the baseline folder is emptied first: the baselines of stories renamed or
// removed go too, and every shot is a new one, which Vitest takes again until two in a row are the
// same, so each new baseline is also proof that its story looks the same twice. With arguments
// (story files or folders), only those stories are shot and only the baselines that differ are
// rewritten:  npm run test:visual:update -- sections/hero src/ui/components/Button
// Then every baseline is recompressed (scripts/visual-compress.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { baselineDir, visualStoryDirs } from '../.storybook/visualRegression.ts';
import { compressBaselines } from './visual-compress.ts';

const root = path.join(import.meta.dirname, '..');
const filters = process.argv.slice(2);
if (filters.length === 0) {
  rmSync(path.join(root, baselineDir), { recursive: true, force: true });
  mkdirSync(path.join(root, baselineDir), { recursive: true });
}
const run = spawnSync(
  'npx',
  // `--update` last: it takes an optional value, and would take a folder for one.
  [
    'vitest',
    'run',
    '--project',
    'stories',
    // The cart drawer's stories are shot too, and run with the journeys' stories (vitest.config.ts).
    '--project',
    'stories-flows',
    ...(filters.length > 0 ? filters : visualStoryDirs),
    '--update',
  ],
  { cwd: root, stdio: 'inherit', env: { VISUAL_SHOT_TIMEOUT: '30000', ...process.env } },
);
const { files, before, after } = compressBaselines(path.join(root, baselineDir));
console.log(
  `\n${files} baselines, ${(after / 1024 / 1024).toFixed(1)} MB` +
    (before > after ? ` (${(before / 1024 / 1024).toFixed(1)} MB as Vitest wrote them)` : ''),
);
if (run.status !== 0) {
  console.error(
    '\nSome stories failed, and a failed story is not shot: fix them and run this again' +
      (filters.length > 0 ? '.' : ' (their baselines are missing until then).'),
  );
}
process.exit(run.status ?? 1);

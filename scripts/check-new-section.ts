// `npm run check:new-section` (part of `npm test`): proves on a scratch copy of the tree that
// `npm run new-section` makes sections that pass every check, that docs/adding-a-section.md works as
// written, and that the generator refuses, changing nothing, what it must refuse. The copy is removed
// at the end, whatever happens.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baselineDir, visualWidths } from '../.storybook/visualRegression.ts';
import { guideBlocks, guidePath, guideType, root } from './new-section/guide.ts';

/** The throwaway types: one as generated, one with a data hook as generated, one edited by the guide. */
const plainType = 'ci-probe-box';
const dataType = 'ci-probe-feed';

function run(label: string, command: string, args: string[], cwd: string) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0)
    throw new Error(`${label} failed (exit ${result.status}) after ${seconds}s`);
  console.log(`  ✔ ${label} (${seconds}s)`);
}

/**
 * `run`, started in the background: its output is held and printed whole when it is awaited, so the
 * log still reads step by step. For a single-threaded step that other single-threaded steps can run
 * beside on the second core.
 */
function start(label: string, command: string, args: string[], cwd: string) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true' },
    // A group of its own, so that a failure elsewhere stops npm and the tool it started.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  background.add(child);
  const finished = new Promise<number | null>((resolve) => {
    child.on('close', (status) => {
      background.delete(child);
      resolve(status);
    });
    child.on('error', (error) => {
      output += String(error);
      resolve(null);
    });
  });
  return async () => {
    const status = await finished;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (output.trim()) console.log(output.trimEnd());
    if (status !== 0) throw new Error(`${label} failed (exit ${status}) after ${seconds}s`);
    console.log(`  ✔ ${label} (${seconds}s, beside the steps above)`);
  };
}

/** The background steps still running: stopped if a step fails, before the copy is removed. */
const background = new Set<ChildProcess>();

/** Runs the generator, answering its exit code and what it printed. */
function generate(cwd: string, args: string[]) {
  const result = spawnSync('node', ['--import', 'tsx', 'scripts/new-section.ts', ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A fingerprint of every file in the tree but node_modules. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes('node_modules'))
    .sort();
  for (const file of files) hash.update(path.relative(dir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * The files of the scratch copy that differ from the tree they were copied from (written or changed
 * by the generator and the guide): lint and the format check need look at only these, since the rest
 * was checked by `npm test` before this step.
 */
function changedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => ignoredDirs.has(part)))
    .filter((file) => {
      try {
        return !readFileSync(path.join(root, file)).equals(readFileSync(path.join(dir, file)));
      } catch {
        return true;
      }
    })
    .sort();
}
const ignoredDirs = new Set(['node_modules', '.react-router', '.cache', 'build', 'reports']);
const lintable = /\.(ts|tsx|js|mjs)$/;

/** Runs a step of this script's own, printing how long it took (CI's log shows where the time goes). */
function timed<T>(label: string, step: () => T): T {
  const started = Date.now();
  const result = step();
  console.log(`  ✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  return result;
}

function expectRefusal(cwd: string, args: string[], pattern: RegExp) {
  const started = Date.now();
  const before = fingerprint(cwd);
  const { status, output } = generate(cwd, args);
  if (status === 0) throw new Error(`new-section ${args.join(' ')} should have been refused`);
  if (!pattern.test(output)) throw new Error(`new-section ${args.join(' ')} said: ${output}`);
  if (fingerprint(cwd) !== before)
    throw new Error(`new-section ${args.join(' ')} changed the tree`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`  ✔ refuses ${args.join(' ')} and changes nothing (${seconds}s)`);
}

/** The repository's files (tracked, and new ones not ignored) copied, node_modules hard-linked. */
function copyTree(target: string) {
  const listed = spawnSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(target, file));
    } catch (error) {
      // A file deleted in the working tree but still tracked is simply not there.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  // Hard links cost no space; the tools' caches are left out, so nothing writes through a link.
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), target]);
  if (linked.status !== 0)
    run('Copy node_modules', 'cp', ['-a', path.join(root, 'node_modules'), target], root);
  for (const cache of ['.vite', '.cache', '.vitest'])
    rmSync(path.join(target, 'node_modules', cache), { recursive: true, force: true });
  // The typecheck's incremental state (package.json `typecheck`), copied rather than linked: tsc
  // rewrites it in place.
  const typecheckState = path.join(root, '.cache', 'typecheck.tsbuildinfo');
  if (existsSync(typecheckState)) {
    mkdirSync(path.join(target, '.cache'), { recursive: true });
    copyFileSync(typecheckState, path.join(target, '.cache', 'typecheck.tsbuildinfo'));
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), 'trellis-new-section-'));
let failed = false;
try {
  console.log(`Scratch copy of the tree: ${scratch}`);
  timed('Scratch copy', () => copyTree(scratch));

  for (const args of [
    [plainType],
    [dataType, '--data', '--param=tag', '--param=per_page'],
    [guideType],
  ]) {
    const { status, output } = timed(`new-section ${args.join(' ')}`, () =>
      generate(scratch, args),
    );
    if (status !== 0) throw new Error(`new-section ${args.join(' ')} failed:\n${output}`);
  }

  expectRefusal(scratch, [plainType], /already registered in registry\.ts\. Nothing was changed\./);
  expectRefusal(scratch, ['hero'], /already registered in registry\.ts\. Nothing was changed\./);
  expectRefusal(scratch, ['Tip_Box'], /is not a kebab-case type string/);

  // The guide as written: each of its edited files over the freshly generated tip-box.
  const edited = guideBlocks(readFileSync(guidePath, 'utf8')).filter(
    (block) => block.kind === 'edited',
  );
  for (const block of edited) writeFileSync(path.join(scratch, block.target), block.code);
  console.log(`  ✔ applied the guide's ${edited.length} edited files to ${guideType}`);

  const sectionPaths = [plainType, dataType, guideType].map((type) => `sections/${type}`);
  // The whole program is typechecked (a new type changes the registry's types), starting from what
  // `npm run typecheck` left in .cache/ when it ran before this step: only what changed is checked
  // again, but most of the program depends on the registry's types, so it is still the longest step
  // here (decision 042). tsc keeps one core busy: it runs beside the field docs, the lint and the
  // format check, which keep one core busy each; the tests after it use both cores, and wait for it.
  // None of them reads what the others write (tsc writes only .cache/ and .react-router/).
  const typechecked = start('Typecheck', 'npm', ['run', '--silent', 'typecheck'], scratch);
  // As the guide says after editing a schema: docs/sections.md is written again from it.
  run('Field docs (npm run docs:sections)', 'npm', ['run', 'docs:sections'], scratch);
  const changed = timed('Changed files found', () => changedFiles(scratch));
  console.log(`  ${changed.length} files written or changed: ${changed.join(', ')}`);
  run(
    'Lint (the changed files)',
    'npx',
    ['eslint', '--max-warnings', '0', ...changed.filter((file) => lintable.test(file))],
    scratch,
  );
  run(
    'Format check (the changed files)',
    'npx',
    ['prettier', '--check', '--ignore-unknown', ...changed],
    scratch,
  );
  await typechecked();
  run(
    'Registry, field docs, the new endpoint’s and the new sections’ unit tests',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit*',
      'registry.test.ts',
      'scripts/section-docs.test.ts',
      'api/routes/ciProbeFeed',
      ...sectionPaths,
    ],
    scratch,
  );
  // `--update`: the probes have no committed screenshots, and a missing one fails a story in CI;
  // their author writes them the same way (npm run test:visual:update, docs/visual-regression.md).
  const shotsBefore = new Set(readdirSync(path.join(scratch, baselineDir)));
  run(
    'New sections’ story tests (Chromium, axe, screenshots)',
    'npx',
    // `--update` last: it takes an optional value, and would take a folder for one.
    ['vitest', 'run', '--project', 'stories', ...sectionPaths, '--update'],
    scratch,
  );
  // Each new section's stories were shot, at both widths.
  const shots = readdirSync(path.join(scratch, baselineDir)).filter(
    (file) => !shotsBefore.has(file),
  );
  for (const type of [plainType, dataType, guideType]) {
    const id = type.replaceAll('-', '');
    for (const { width } of visualWidths) {
      if (
        !shots.some((file) => file.startsWith(`sections-${id}--`) && file.endsWith(`.${width}.png`))
      )
        throw new Error(`No screenshot of ${type}'s stories at ${width} px was written`);
    }
  }
  console.log(`  ✔ ${shots.length} screenshots of the new sections' stories written`);
  // The production build with the new types, and the byte budgets over it: each new type is a chunk
  // of its own within the chunk budget, and no page budget moves (the bench's pages are a fixed set).
  run('Production build', 'npx', ['react-router', 'build'], scratch);
  run('Byte budgets (npm run check:bytes)', 'npm', ['run', '--silent', 'check:bytes'], scratch);
} catch (error) {
  failed = true;
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  for (const child of background) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // It ended on its own meanwhile.
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

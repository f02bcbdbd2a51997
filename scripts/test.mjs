#!/usr/bin/env node
// `npm test`: everything CI checks, in order — installs what the tests need (node modules when missing,
// Debian's Chromium headless shell, Java for the end-to-end HTML check and redis-server for the Redis
// adapter test, when missing and possible), then typecheck and the production build, lint and
// formatting (side by side), unit tests, story tests in Chromium with axe, the section generator on a
// scratch copy of the tree, the build's byte budgets, and the end-to-end journeys.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testBrowserPackage, testBrowserPath as chromium } from './testBrowser.mjs';

const startedAt = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const noInstall = process.argv.includes('--no-install');

/** Each step's label, seconds and processor seconds, for the summary at the end (decision 042). */
const timings = [];

/**
 * Processor seconds (user + system) used so far by the children this process has waited for, and
 * their children: Linux keeps them in /proc/self/stat (`cutime`, `cstime`, in clock ticks of 1/100 s).
 * A step's share of it says whether the step works or waits: 60 s of wall time with 20 s of it is a
 * step that leaves most of the two cores idle. Null where there is no /proc.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function run(label, command, args, env = {}) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
  const cpuAfter = childCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  timings.push([label, seconds, cpu]);
}

function ensureModules() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  run('Install node modules', 'npm', ['install', '--no-audit', '--no-fund']);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    run(`Install Debian ${testBrowserPackage}`, 'sh', [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${testBrowserPackage}`,
    ]);
    return;
  }
  console.error(
    `Chromium's headless shell is needed for the story and end-to-end tests and was not found at ${chromium}.\n` +
      `Install it with:  sudo apt-get update && sudo apt-get install -y ${testBrowserPackage}\n` +
      '(or set CHROME_PATH to a Chromium or Chrome binary: every test runs, but the screenshots were\n' +
      'drawn by the headless shell and most will differ). No browser is ever downloaded by the tools.',
  );
  process.exit(1);
}

/** Java 11+ runs the Nu HTML Checker (vnu-jar) in the end-to-end tests (e2e/htmlValidator.ts). */
function ensureJava() {
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  if (spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    run('Install Debian Java (for the HTML checker)', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
    ]);
    return;
  }
  console.error(
    'Java 11 or newer is needed for the end-to-end HTML check (the Nu HTML Checker) and was not found.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y default-jre-headless\n' +
      '(or set JAVA_HOME to a Java installation).',
  );
  process.exit(1);
}

/**
 * Several tracks at once, each a list of steps run one after the other (a track stops at its first
 * failure): today the typecheck then the build, the lint, and the format check. Each step's
 * output is held and printed whole when it ends, so the log still reads step by step.
 */
async function runTogether(tracks) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const runStep = ([label, command, args, env = {}]) =>
    new Promise((resolve) => {
      const stepStarted = Date.now();
      const child = spawn(command, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => {
        const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
        console.log(`\n▶ ${label}\n${output.trimEnd()}`);
        if (status === 0) console.log(`✔ ${label} (${seconds}s)`);
        else console.error(`\n✖ ${label} failed after ${seconds}s`);
        timings.push([`${label} (beside the others)`, seconds, undefined]);
        resolve(status ?? 1);
      });
    });
  const results = await Promise.all(
    tracks.map(async (steps) => {
      for (const step of steps) {
        const status = await runStep(step);
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  const cpuAfter = childCpuSeconds();
  timings.push([
    `  …these ${tracks.flat().length} together`,
    ((Date.now() - started) / 1000).toFixed(1),
    cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  ]);
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}

/** Passed and failed test counts from the runners' JSON reports. */
function countTests() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(root, 'reports', file), 'utf8'));
    } catch {
      return null;
    }
  };
  let passed = 0;
  let failed = 0;
  for (const file of ['unit.json', 'stories.json']) {
    const report = read(file);
    passed += report?.numPassedTests ?? 0;
    failed += report?.numFailedTests ?? 0;
  }
  for (const file of ['e2e.json']) {
    const report = read(file);
    passed += (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
    failed += report?.stats?.unexpected ?? 0;
  }
  return { passed, failed };
}

/**
 * Debian's redis-server lets the API's Redis adapter test run two API processes that share rooms
 * (api/redisAdapter.test.ts); where it cannot be installed that test says so and is skipped.
 */
function ensureRedis() {
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    run('Install Debian redis-server (for the Redis adapter test)', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server',
    ]);
    return;
  }
  console.warn(
    'redis-server was not found and cannot be installed here: the Redis adapter test will be skipped.\n' +
      'Install it with:  sudo apt-get install -y redis-server',
  );
}

if (!noInstall) ensureModules();
rmSync(path.join(root, 'reports'), { recursive: true, force: true });
ensureChromium();
const npm = (script) => ['run', script];
// The production build (Vite, Rollup: one core, mostly) follows the typecheck in its track, beside the
// lint and the format check, which outlast the typecheck by about a minute: 85 s for the three and
// 42 s for the build one after the other (decision 042, sixth round). The tests before the
// journeys never read the build; the byte budgets check it once the track is done.
await runTogether([
  [
    ['Typecheck', 'npm', npm('typecheck')],
    ['Production build', 'npm', npm('build')],
  ],
  [['Lint', 'npm', npm('lint')]],
  [['Formatting', 'npm', npm('format:check')]],
]);
if (!noInstall) ensureRedis();
run('Unit and component tests', 'npm', npm('test:unit'));
run('Story tests (Chromium, axe)', 'npm', npm('test:stories'));
run('Section generator on a scratch copy', 'npm', npm('check:new-section'));
run('Byte budgets (bench/budgets.json)', 'npm', npm('check:bytes'));
ensureJava();
// One step after another: the story tests and the journeys side by side took longer in all (the two
// cores are busy during both, Chromium's renderers included) and made a journey miss (decision 042).
run('End-to-end tests', 'npm', npm('test:e2e'));
const { passed, failed } = countTests();
console.log('\nStep times (wall; processor, user + system, of the step and what it started):');
const cpuText = (cpu) =>
  typeof cpu === 'number' ? `${cpu.toFixed(0).padStart(5)} s cpu` : ' '.repeat(9);
for (const [label, seconds, cpu] of timings) {
  console.log(`  ${seconds.padStart(6)} s  ${cpuText(cpu)}  ${label}`);
}
console.log(
  `  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s  ${cpuText(childCpuSeconds())}  in all`,
);
console.log('\nAll checks passed.');
console.log(`Tests: ${passed} passed, ${failed} failed`);

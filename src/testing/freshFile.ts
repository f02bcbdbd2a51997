// The unit projects run the test files of a worker one after another in one process, sharing its
// globals, its module graph and, in jsdom, its window (`isolate: false`, vitest.config.ts; decision
// 035). Their setup files, which Vitest runs again before every test file, call `freshFile()`: what
// a file changes of the process and does not undo is undone when the file ends, and in jsdom the
// page is made new before the file starts, so each file starts as it would in a process of its own.
// Tests still clean up after themselves; this is the floor under them.
import { afterAll, vi } from 'vitest';

/** Registers the undoing of this test file's leftovers; call it from a setup file's top level. */
export function freshFile(): void {
  const envAtStart = { ...process.env };
  afterAll(async () => {
    // A chunk a component asked for as the file ended (a lazy screen, a section's code) finishes
    // loading here: cut off at the file's end, its failed load would stay in the shared module
    // graph and fail the next file that imports the same module.
    await vi.dynamicImportSettled();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    // `process.env.X = …` without `vi.stubEnv`, by a test or by the code it runs: put back as the
    // file found it.
    for (const name of Object.keys(process.env)) {
      if (!(name in envAtStart)) delete process.env[name];
    }
    for (const [name, value] of Object.entries(envAtStart)) {
      if (process.env[name] !== value) process.env[name] = value;
    }
  });
}

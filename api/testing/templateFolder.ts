// A folder for the test databases' templates (api/testing/seededDatabase.ts) that every test file of a
// run shares: a Vitest `globalSetup` of the unit projects (vitest.config.ts). It makes the folder
// when the run starts, hands its path to the test files (`provide`, read with `inject`), empties it
// when a watched run starts again, and removes it at the end.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test databases' templates are kept while the run lasts (api/testing/seededDatabase.ts). */
    databaseTemplateFolder: string;
  }
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'trellis-db-templates-'));
  project.provide('databaseTemplateFolder', folder);
  // A rerun may follow a change to the migrations or the seed: its templates are made again.
  project.onTestsRerun(() => {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  });
  return () => rmSync(folder, { recursive: true, force: true });
}

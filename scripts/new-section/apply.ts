import * as fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { Plan, PlannedFile } from './plan.ts';

/** Runs each planned file through Prettier with the repository's settings, as `npm run format` would. */
export async function formatPlan(root: string, plan: Plan): Promise<Plan> {
  const files = await Promise.all(
    plan.files.map(async (file): Promise<PlannedFile> => {
      const filepath = path.join(root, file.path);
      const options = await prettier.resolveConfig(filepath);
      return { ...file, content: await prettier.format(file.content, { ...options, filepath }) };
    }),
  );
  return { ...plan, files };
}

/** The nearest folder of `file` that exists. */
function existingFolder(file: string): string {
  let folder = path.dirname(file);
  while (!fs.existsSync(folder)) folder = path.dirname(folder);
  return folder;
}

/** Why the plan cannot be written (a file in the way, a folder or file that is not writable), or null. */
export function writeProblem(root: string, plan: Plan): string | null {
  for (const file of plan.files) {
    const target = path.join(root, file.path);
    if (file.kind === 'create' && fs.existsSync(target)) return `${file.path} already exists.`;
    const checked = file.kind === 'update' ? target : existingFolder(target);
    if (file.kind === 'create' && !fs.statSync(checked).isDirectory())
      return `${path.relative(root, checked)} is not a folder, so ${file.path} cannot be created.`;
    try {
      fs.accessSync(checked, fs.constants.W_OK);
    } catch {
      return `${path.relative(root, checked) || '.'} is not writable.`;
    }
  }
  return null;
}

/** The file system calls the generator writes with (a test can make one fail). */
export interface WriteFs {
  mkdirSync: (folder: string, options: { recursive: true }) => string | undefined;
  writeFileSync: (file: string, content: string) => void;
  readFileSync: (file: string, encoding: 'utf8') => string;
  rmSync: (target: string, options: { recursive: true; force: true }) => void;
}

/**
 * Writes the plan, all or nothing: when a write fails, the files written so far are taken back (new
 * files and the folders made for them removed, changed files restored) and the error is rethrown.
 * Answers the same taking back, for a step after the writes that fails (docs/sections.md).
 */
export function writePlan(root: string, plan: Plan, io: WriteFs = fs): () => void {
  const undo: (() => void)[] = [];
  try {
    for (const file of plan.files) {
      const target = path.join(root, file.path);
      if (file.kind === 'update') {
        const before = io.readFileSync(target, 'utf8');
        io.writeFileSync(target, file.content);
        undo.push(() => io.writeFileSync(target, before));
      } else {
        const firstNew = firstMissingFolder(target);
        io.mkdirSync(path.dirname(target), { recursive: true });
        if (firstNew) undo.push(() => io.rmSync(firstNew, { recursive: true, force: true }));
        io.writeFileSync(target, file.content);
        undo.push(() => io.rmSync(target, { recursive: true, force: true }));
      }
    }
  } catch (error) {
    for (const step of undo.reverse()) step();
    throw error;
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** The outermost folder on the way to `file` that does not exist yet (made by this write). */
function firstMissingFolder(file: string): string | null {
  let missing: string | null = null;
  let folder = path.dirname(file);
  while (!fs.existsSync(folder)) {
    missing = folder;
    folder = path.dirname(folder);
  }
  return missing;
}

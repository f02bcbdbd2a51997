import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Processes a spec starts for itself (a site server with settings of its own, API processes, Redis),
// beside the shared ones of playwright.config.ts.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface Started {
  child: ChildProcess;
  match: RegExpMatchArray;
  /** Everything the process has printed so far (stdout and stderr). */
  output: () => string;
}

/** Starts a process and waits for a line of its output that matches `ready`. */
export function startProcess(
  children: ChildProcess[],
  command: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = {},
): Promise<Started> {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    let done = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = done ? null : ready.exec(output);
      if (match) {
        done = true;
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      if (!done)
        reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** The production site server itself (not through npx: stopping npx would leave it running). */
export function startSite(children: ChildProcess[], env: NodeJS.ProcessEnv): Promise<Started> {
  return startProcess(
    children,
    process.execPath,
    ['scripts/serve.mjs', './build/server/index.js'],
    /\[trellis-serve\] http/,
    { NODE_ENV: 'production', ...env },
  );
}

/** Stops the processes, newest first, and waits until each has exited. */
export function stopProcesses(children: ChildProcess[]): Promise<void[]> {
  return Promise.all(
    children.reverse().map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

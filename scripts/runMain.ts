import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs a command-line script's `main` when its module (`moduleUrl`, the caller's `import.meta.url`) is
 * the one node was started with, not one a test imports: exits with `main`'s code, or 1 after printing
 * what it threw.
 */
export function runMain(moduleUrl: string, main: (args: string[]) => Promise<number>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

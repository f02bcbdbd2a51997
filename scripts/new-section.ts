// `npm run new-section <type> [--data [--param=<name>…]] [--dry-run]`: scaffolds a complete, registered, tested and
// documented section type. See docs/adding-a-section.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPlan, writePlan, writeProblem } from './new-section/apply.ts';
import { planSection, RefusedError } from './new-section/plan.ts';
import { runMain } from './runMain.ts';

const usage = `Usage: npm run new-section <type> [--data [--param=<name>…]] [--dry-run]
  <type>     the CMS type string, kebab-case (e.g. tip-box)
  --data     a section whose data comes from the API through a data hook
  --param=<name>
             with --data, a request parameter: a content field sent as ?<name>= (snake_case;
             repeat for more, e.g. --param=tag --param=per_page)
  --dry-run  list what would be written, and write nothing
  --root     the repository to write in (default: this one)`;

/** Writes docs/sections.md in the tree at `root` from its registry, schemas and notes. */
async function regenerateSectionDocs(root: string): Promise<unknown> {
  // Loaded only when needed: it starts Vite to load the section modules (scripts/section-docs.ts).
  const { writeSectionDocs } = await import('./section-docs.ts');
  return writeSectionDocs(root);
}

export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  writeDocs: (root: string) => Promise<unknown> = regenerateSectionDocs,
): Promise<number> {
  const valued = (arg: string) => arg.startsWith('--root=') || arg.startsWith('--param=');
  const flags = new Set(argv.filter((arg) => arg.startsWith('--') && !valued(arg)));
  const params = argv
    .filter((arg) => arg.startsWith('--param='))
    .map((arg) => arg.slice('--param='.length));
  // Without `--`, npm keeps `--param=tag` for itself and passes only the last one on.
  if (params.length === 0 && env.npm_config_param) params.push(env.npm_config_param);
  // `npm run new-section tip-box --data` (without `--`) hands the flags to npm, which passes them on
  // as npm_config_* variables.
  if (env.npm_config_data === 'true') flags.add('--data');
  if (env.npm_config_dry_run === 'true') flags.add('--dry-run');
  const rootArg = argv.find((arg) => arg.startsWith('--root='));
  const root = rootArg
    ? path.resolve(rootArg.slice('--root='.length))
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => !['--data', '--dry-run', '--help'].includes(flag));
  if (flags.has('--help')) {
    console.log(usage);
    return 0;
  }
  if (unknown.length > 0 || positional.length !== 1) {
    console.error(
      unknown.length > 0 ? `Unknown option ${unknown.join(', ')}.` : 'Give one section type.',
    );
    console.error(usage);
    return 2;
  }
  const type = positional[0]!;
  const dryRun = flags.has('--dry-run');

  let plan;
  try {
    plan = await formatPlan(root, planSection(root, type, { data: flags.has('--data'), params }));
  } catch (error) {
    if (error instanceof RefusedError) {
      console.error(`new-section: ${error.message} Nothing was changed.`);
      return 1;
    }
    throw error;
  }
  // docs/sections.md is written last, from the section as written (its fields come from its schema).
  const listing = [
    ...plan.files.map((file) => `  ${file.kind === 'create' ? 'create' : 'update'}  ${file.path}`),
    '  update  docs/sections.md',
  ];

  if (dryRun) {
    console.log(`new-section ${type} --dry-run: would write ${listing.length} files:`);
    console.log(listing.join('\n'));
    return 0;
  }
  const problem = writeProblem(root, plan);
  if (problem) {
    console.error(`new-section: cannot write the section: ${problem} Nothing was changed.`);
    return 1;
  }
  let takeBack: () => void;
  try {
    takeBack = writePlan(root, plan);
  } catch (error) {
    console.error(
      `new-section: writing failed (${error instanceof Error ? error.message : String(error)}); what was written has been taken back. Nothing was changed.`,
    );
    return 1;
  }
  try {
    await writeDocs(root);
  } catch (error) {
    takeBack();
    console.error(
      `new-section: writing docs/sections.md failed (${error instanceof Error ? error.message : String(error)}); what was written has been taken back. Nothing was changed.`,
    );
    return 1;
  }
  const { pascal } = plan.names;
  console.log(`new-section: wrote the "${type}" section (${listing.length} files):`);
  console.log(listing.join('\n'));
  console.log(`
Next (docs/adding-a-section.md):
  1. sections/${type}/schema.ts            the fields the CMS sends, with their messages
  2. sections/${type}/${pascal}.tsx  and  ${pascal}.css.ts   what it shows and how it looks
  3. src/demo/sections/${type}.ts      realistic demo content (every layout and background)
  4. sections/${type}/${pascal}.stories.tsx  and  ${pascal}.test.tsx   its stories and behaviour
  5. scripts/section-docs/notes.ts         its note: what it shows and how it behaves;
     then \`npm run docs:sections\` (docs/sections.md: the fields come from the schema)
Check:  npx vitest run --project 'unit*' sections/${type} registry.test.ts
        npx vitest run --project stories sections/${type}
        npm run test:visual:update -- sections/${type}   its stories' screenshots (docs/visual-regression.md)
        npm run storybook  (Sections/${pascal})   ·   npm run dev  (/kitchen-sink)`);
  return 0;
}

runMain(import.meta.url, main);

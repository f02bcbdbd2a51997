import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sectionNames, typeNameProblem, type SectionNames } from './names.ts';
import * as templates from './templates.ts';

/** One file the generator writes: a new one, or a new version of one that exists. */
export interface PlannedFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  kind: 'create' | 'update';
  content: string;
}

export interface Plan {
  names: SectionNames;
  files: PlannedFile[];
}

export class RefusedError extends Error {}

/** Inserts `line` into the run of lines that `keyOf` recognises, keeping them sorted by key. */
export function insertSorted(
  text: string,
  line: string,
  key: string,
  keyOf: (line: string) => string | null,
): string {
  const lines = text.split('\n');
  const keyed = lines.flatMap((candidate, index) => {
    const found = keyOf(candidate);
    return found === null ? [] : [{ index, key: found }];
  });
  if (keyed.length === 0) throw new Error(`found no place for "${line.trim()}"`);
  const after = keyed.find((entry) => entry.key > key);
  const at = after ? after.index : keyed[keyed.length - 1]!.index + 1;
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** Inserts `line` before the last line matching `pattern`. */
function insertBeforeLast(text: string, line: string, pattern: RegExp): string {
  const lines = text.split('\n');
  const last = lines.findLastIndex((candidate) => pattern.test(candidate));
  if (last === -1) throw new Error(`found no line matching ${pattern}`);
  lines.splice(last, 0, line);
  return lines.join('\n');
}

/** Inserts `line` after the last line matching `pattern`. */
function insertAfterLast(text: string, line: string, pattern: RegExp): string {
  const lines = text.split('\n');
  const last = lines.findLastIndex((candidate) => pattern.test(candidate));
  if (last === -1) throw new Error(`found no line matching ${pattern}`);
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

const registryKey = (line: string) =>
  /^\s+'?([a-z0-9-]+)'?: \(\) => import\(/.exec(line)?.[1] ?? null;
const fixtureImportKey = (line: string) =>
  /^import \{ \w+ \} from '\.\/([a-z0-9-]+)\.ts';$/.exec(line)?.[1] ?? null;
const fixtureEntryKey = (line: string) =>
  /^\s+'?([a-z0-9-]+)'?: \w+Sections,$/.exec(line)?.[1] ?? null;
const appImportKey = (line: string) =>
  /^import \{ (\w+) \} from '\.\/routes\/\w+\.ts';$/.exec(line)?.[1] ?? null;

/** Content fields every generated section has: a request parameter cannot take their names. */
const generatedFields = ['title', 'body', 'time_reveal'];

/** Why the request parameters cannot be used, or null. */
export function paramsProblem({ data, params = [] }: templates.TemplateOptions): string | null {
  if (params.length === 0) return null;
  if (!data) return 'Request parameters (--param) need a section with data (--data).';
  for (const param of params) {
    if (!/^[a-z][a-z0-9_]*$/.test(param))
      return `The parameter "${param}" must be snake_case: lower-case letters, digits and _, starting with a letter (e.g. tag, per_page).`;
    if (generatedFields.includes(param))
      return `The parameter "${param}" would take the name of the section's own "${param}" field.`;
  }
  const repeated = params.find((param, index) => params.indexOf(param) !== index);
  if (repeated) return `The parameter "${repeated}" is given twice.`;
  return null;
}

/** The registered section types, read from registry.ts. */
export function registeredTypes(registrySource: string): string[] {
  return registrySource.split('\n').flatMap((line) => {
    const key = registryKey(line);
    return key === null ? [] : [key];
  });
}

/**
 * Everything `npm run new-section <type>` would write in the tree at `root`, computed without writing
 * anything. Refuses (RefusedError) a bad name or a type that exists in any form.
 */
export function planSection(root: string, type: string, options: templates.TemplateOptions): Plan {
  const problem = typeNameProblem(type);
  if (problem) throw new RefusedError(problem);
  const paramProblem = paramsProblem(options);
  if (paramProblem) throw new RefusedError(paramProblem);
  const names = sectionNames(type);
  const { camel, pascal } = names;
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  const registry = read('registry.ts');
  if (registeredTypes(registry).includes(type))
    throw new RefusedError(`The section type "${type}" is already registered in registry.ts.`);
  const folder = `sections/${type}`;
  const fixture = `src/demo/sections/${type}.ts`;
  for (const taken of [folder, fixture])
    if (existsSync(path.join(root, taken)))
      throw new RefusedError(`${taken} already exists: the type "${type}" is taken.`);

  const files: PlannedFile[] = [];
  const create = (file: string, content: string) =>
    files.push({ path: file, kind: 'create', content });
  const update = (file: string, content: string) =>
    files.push({ path: file, kind: 'update', content });

  create(`${folder}/schema.ts`, templates.schemaFile(names, options));
  create(`${folder}/${pascal}.tsx`, templates.componentFile(names, options));
  create(`${folder}/${pascal}.css.ts`, templates.stylesFile(names));
  create(`${folder}/index.ts`, templates.moduleFile(names, options));
  if (options.data) create(`${folder}/${camel}Requests.ts`, templates.requestsFile(names, options));
  create(`${folder}/${pascal}.stories.tsx`, templates.storiesFile(names, options));
  create(`${folder}/${pascal}.test.tsx`, templates.testFile(names, options));
  create(fixture, templates.fixturesFile(names, options));

  update(
    'registry.ts',
    insertSorted(
      registry,
      `  '${type}': () => import('./sections/${type}/index.ts'),`,
      type,
      registryKey,
    ),
  );

  const fixturesIndex = 'src/demo/sections/index.ts';
  let index = read(fixturesIndex);
  index = insertSorted(
    index,
    `import { ${camel}Sections } from './${type}.ts';`,
    type,
    fixtureImportKey,
  );
  index = insertSorted(index, `  '${type}': ${camel}Sections,`, type, fixtureEntryKey);
  update(fixturesIndex, index);

  // Its note for docs/sections.md, which is written from the registry and the schemas once the
  // section exists (new-section.ts); the entries close with the record's `};`.
  const notes = 'scripts/section-docs/notes.ts';
  update(notes, insertBeforeLast(read(notes), templates.sectionNoteEntry(names, options), /^};$/));
  // The contract marks the type as built, with a row of its own when the contract does not list it.
  const contract = read('docs/cms-contract.md');
  const contractRow = new RegExp(`^(\\| \`${type}\` .*\\| *)not yet( *\\|)$`, 'm');
  update(
    'docs/cms-contract.md',
    contractRow.test(contract)
      ? contract.replace(contractRow, '$1yes$2')
      : insertAfterLast(contract, templates.contractRow(names, options), /^\| `/),
  );

  if (options.data) {
    create(`api/routes/${camel}.ts`, templates.apiRouteFile(names, options));
    create(`api/routes/${camel}.test.ts`, templates.apiRouteTestFile(names, options));
    let app = read('api/app.ts');
    app = insertSorted(
      app,
      `import { ${camel}Routes } from './routes/${camel}.ts';`,
      `${camel}Routes`,
      appImportKey,
    );
    app = app.replace(
      '  app.use(notFoundHandler);',
      `  app.use(${camel}Routes());\n  app.use(notFoundHandler);`,
    );
    update('api/app.ts', app);
    update(
      'src/lib/api/types/content.ts',
      read('src/lib/api/types/content.ts') + templates.wireTypeBlock(names),
    );
    // docs/api.md is the index: the endpoint gets a page of its own and a row in the table of areas.
    create(`docs/api/${type}.md`, templates.apiDocBlock(names, options));
    const apiDoc = read('docs/api.md');
    const lastRow = /^\| \[Real time \(socket\.io\)\]\(api\/realtime\.md\).*$/m;
    update(
      'docs/api.md',
      lastRow.test(apiDoc)
        ? apiDoc.replace(lastRow, (row) => `${templates.apiDocIndexRow(names)}\n${row}`)
        : `${apiDoc.trimEnd()}\n${templates.apiDocIndexRow(names)}\n`,
    );
  }
  return { names, files };
}

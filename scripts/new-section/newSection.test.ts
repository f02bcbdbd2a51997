import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../new-section.ts';
import { writePlan } from './apply.ts';
import { sectionNames, typeNameProblem } from './names.ts';
import { insertSorted, planSection, registeredTypes, RefusedError } from './plan.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The files the generator reads or changes, copied into a scratch tree for each test. */
const touched = [
  'registry.ts',
  'src/demo/sections/index.ts',
  'scripts/section-docs/notes.ts',
  'docs/cms-contract.md',
  'api/app.ts',
  'src/lib/api/types/content.ts',
  'docs/api.md',
  '.prettierrc.json',
];

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'new-section-'));
  for (const file of touched) cpSync(path.join(root, file), path.join(scratch, file));
  mkdirSync(path.join(scratch, 'sections/hero'), { recursive: true });
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file of the scratch tree with its content, to show that nothing changed. */
function snapshot(dir = scratch): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, 'utf8')];
      }),
  );
}

const read = (file: string) => readFileSync(path.join(scratch, file), 'utf8');
const errors = () => vi.mocked(console.error).mock.calls.flat().join('\n');

describe('section type names', () => {
  it('accepts kebab-case and gives the names of the files and identifiers', () => {
    expect(typeNameProblem('tip-box')).toBeNull();
    expect(typeNameProblem('card-grid-2')).toBeNull();
    expect(sectionNames('frost-calculator')).toEqual({
      type: 'frost-calculator',
      pascal: 'FrostCalculator',
      camel: 'frostCalculator',
      label: 'Frost calculator',
    });
  });

  it.each(['TipBox', 'tip_box', 'tip--box', '-tip', 'tip-', '2-tip', 'tip box', ''])(
    'refuses "%s" with a message that shows the form',
    (name) => {
      expect(typeNameProblem(name)).toMatch(/tip-box/);
    },
  );
});

describe('the plan', () => {
  it('keeps the registry and the demo content index in alphabetical order', () => {
    const plan = planSection(scratch, 'tip-box', { data: false });
    const registry = plan.files.find((file) => file.path === 'registry.ts')!.content;
    const types = registeredTypes(registry);
    expect(types).toContain('tip-box');
    expect(types).toEqual([...types].sort());
    const index = plan.files.find((file) => file.path === 'src/demo/sections/index.ts')!.content;
    expect(index).toMatch(/import \{ tipBoxSections \} from '\.\/tip-box\.ts';/);
    expect(index).toMatch(/'tip-box': tipBoxSections,/);
  });

  it('inserts after the last entry when the new key sorts last', () => {
    const text = ['a', '  x: 1,', '  y: 1,', 'b'].join('\n');
    const keyOf = (line: string) => /^ {2}(\w+):/.exec(line)?.[1] ?? null;
    expect(insertSorted(text, '  z: 1,', 'z', keyOf)).toBe('a\n  x: 1,\n  y: 1,\n  z: 1,\nb');
    expect(insertSorted(text, '  w: 1,', 'w', keyOf)).toBe('a\n  w: 1,\n  x: 1,\n  y: 1,\nb');
  });

  it('refuses a registered type, a folder or fixture in the way, and a bad name', () => {
    expect(() => planSection(scratch, 'hero', { data: false })).toThrow(
      new RefusedError('The section type "hero" is already registered in registry.ts.'),
    );
    mkdirSync(path.join(scratch, 'sections/tip-box'));
    expect(() => planSection(scratch, 'tip-box', { data: false })).toThrow(
      /sections\/tip-box already exists/,
    );
    expect(() => planSection(scratch, 'Tip_Box', { data: false })).toThrow(RefusedError);
  });

  it('marks a type of the CMS contract as built, or adds its row when the contract lacks it', () => {
    const contractOf = (type: string) =>
      planSection(scratch, type, { data: false }).files.find(
        (file) => file.path === 'docs/cms-contract.md',
      )!.content;
    // A type of the contract that is not built yet: a row of the scratch copy (every type of the
    // real contract is built).
    const pending = 'seed-packet';
    const contract = read('docs/cms-contract.md');
    const lastRow = /^\| `booking` .*$/m.exec(contract)![0];
    writeFileSync(
      path.join(scratch, 'docs/cms-contract.md'),
      contract.replace(lastRow, `${lastRow}\n| \`${pending}\` | title, packets[] | | not yet |`),
    );
    expect(contractOf(pending)).toMatch(new RegExp(`^\\| \`${pending}\` .*\\| yes +\\|$`, 'm'));
    expect(contractOf('tip-box')).toMatch(/^\| `tip-box` \| title, body \| .* \| yes \|$/m);
  });

  it('adds an endpoint, its wire type and its documentation for a data section', () => {
    const plan = planSection(scratch, 'tip-box', { data: true });
    const paths = plan.files.map((file) => `${file.kind} ${file.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'create sections/tip-box/tipBoxRequests.ts',
        'create api/routes/tipBox.ts',
        'create api/routes/tipBox.test.ts',
        'update api/app.ts',
        'update src/lib/api/types/content.ts',
        'create docs/api/tip-box.md',
        'update docs/api.md',
      ]),
    );
    const app = plan.files.find((file) => file.path === 'api/app.ts')!.content;
    expect(app).toMatch(/app\.use\(tipBoxRoutes\(\)\);\n {2}app\.use\(notFoundHandler\);/);
    // docs/api.md is the index of the areas: the new page gets its row there.
    const index = plan.files.find((file) => file.path === 'docs/api.md')!.content;
    expect(index).toMatch(
      /^\| \[TipBox \(`tip-box` section\)\]\(api\/tip-box\.md\) .*\n\| \[Real time/m,
    );
  });
});

describe('request parameters (--param)', () => {
  const planned = (params: string[]) =>
    new Map(
      planSection(scratch, 'tip-box', { data: true, params }).files.map((file) => [
        file.path,
        file.content,
      ]),
    );

  it('make each a content field, sent as ?name= when filled and checked by the API', () => {
    const files = planned(['tag', 'per_page']);
    expect(files.get('sections/tip-box/schema.ts')).toMatch(
      /tag: optionalText\('The tag must be text\.'\),[\s\S]*per_page: optionalText\('The per_page must be text\.'\),/,
    );
    const requests = files.get('sections/tip-box/tipBoxRequests.ts')!;
    expect(requests).toContain("if (content.tag) query.set('tag', content.tag);");
    expect(requests).toContain("if (content.per_page) query.set('per_page', content.per_page);");
    expect(requests).toContain('api.get<ListResponse<TipBoxItemWire>>(tipBoxKey(content))');
    expect(files.get('api/routes/tipBox.ts')).toContain(
      "const tipBoxParams = ['tag', 'per_page'] as const;",
    );
    expect(files.get('api/routes/tipBox.ts')).toContain('throw validationError(errors);');
    expect(files.get('api/routes/tipBox.test.ts')).toMatch(/refuses others with 422/);
    expect(files.get('sections/tip-box/TipBox.test.tsx')).toContain(
      "expect(searches).toEqual(['?tag=roses+%26+ferns']);",
    );
    expect(files.get('docs/api/tip-box.md')).toMatch(/Query parameters[\s\S]*`tag`, `per_page`/);
    expect(files.get('docs/cms-contract.md')).toMatch(
      /^\| `tip-box` \| title, body, tag, per_page \|/m,
    );
  });

  it('leave the section without parameters as before when none is given', () => {
    const files = planned([]);
    expect(files.get('sections/tip-box/tipBoxRequests.ts')).toContain(
      "export function tipBoxKey(): string {\n  return '/tip-box';",
    );
    expect(files.get('api/routes/tipBox.ts')).not.toContain('validationError');
  });

  it('are refused without --data, with a name that is not snake_case, a taken name or twice', () => {
    expect(() => planSection(scratch, 'tip-box', { data: false, params: ['tag'] })).toThrow(
      'Request parameters (--param) need a section with data (--data).',
    );
    for (const [params, message] of [
      [['Tag'], /"Tag" must be snake_case/],
      [['per-page'], /"per-page" must be snake_case/],
      [['title'], /section's own "title" field/],
      [['tag', 'tag'], /"tag" is given twice/],
    ] as const) {
      expect(() => planSection(scratch, 'tip-box', { data: true, params: [...params] })).toThrow(
        message,
      );
    }
  });
});

describe('npm run new-section', () => {
  it('lists what it would write with --dry-run, and writes nothing', async () => {
    const before = snapshot();
    expect(await main(['tip-box', '--dry-run', `--root=${scratch}`], {})).toBe(0);
    expect(snapshot()).toEqual(before);
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toMatch(
      /would write 12 files:[\s\S]*create {2}sections\/tip-box\/TipBox\.stories\.tsx[\s\S]*update {2}docs\/sections\.md/,
    );
  });

  it('writes the section, then refuses the same type again and changes nothing', async () => {
    // Stands in for writing docs/sections.md, which loads every section module through Vite.
    const writeDocs = vi.fn(async (_root: string) => {});
    expect(await main(['tip-box', `--root=${scratch}`], {}, writeDocs)).toBe(0);
    expect(read('sections/tip-box/index.ts')).toMatch(/type: 'tip-box'/);
    expect(read('registry.ts')).toMatch(
      /'tip-box': \(\) => import\('\.\/sections\/tip-box\/index\.ts'\),/,
    );
    // Its note for docs/sections.md, then the docs written from the tree with the section in it.
    expect(read('scripts/section-docs/notes.ts')).toMatch(
      /^ {2}'tip-box': 'Placeholder: say what the section shows and how it behaves\.',\n\};$/m,
    );
    expect(writeDocs).toHaveBeenCalledExactlyOnceWith(scratch);
    const after = snapshot();
    expect(await main(['tip-box', `--root=${scratch}`], {}, writeDocs)).toBe(1);
    expect(errors()).toMatch(/"tip-box" is already registered[\s\S]*Nothing was changed\./);
    expect(snapshot()).toEqual(after);
  });

  it('refuses an existing type, a bad name and a missing or extra argument, changing nothing', async () => {
    const before = snapshot();
    expect(await main(['hero', `--root=${scratch}`], {})).toBe(1);
    expect(await main(['Tip_Box', `--root=${scratch}`], {})).toBe(1);
    expect(await main([`--root=${scratch}`], {})).toBe(2);
    expect(await main(['tip-box', '--colour', `--root=${scratch}`], {})).toBe(2);
    expect(errors()).toMatch(/"Tip_Box" is not a kebab-case type string/);
    expect(snapshot()).toEqual(before);
  });

  it('takes request parameters as --param=<name>, and refuses them without --data', async () => {
    const before = snapshot();
    expect(
      await main(['tip-box', '--data', '--param=tag', '--dry-run', `--root=${scratch}`], {}),
    ).toBe(0);
    expect(await main(['tip-box', '--param=tag', `--root=${scratch}`], {})).toBe(1);
    expect(errors()).toMatch(/need a section with data \(--data\)\. Nothing was changed\./);
    expect(snapshot()).toEqual(before);
  });

  it('takes --data and --dry-run from npm when they come without --', async () => {
    const before = snapshot();
    expect(
      await main(['tip-box', `--root=${scratch}`], {
        npm_config_data: 'true',
        npm_config_dry_run: 'true',
      }),
    ).toBe(0);
    expect(snapshot()).toEqual(before);
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toMatch(
      /would write 19 files:[\s\S]*create {2}api\/routes\/tipBox\.ts/,
    );
  });

  it('refuses a tree it cannot write in, changing nothing', async () => {
    // A file where the sections folder should be: nothing can be created under it.
    rmSync(path.join(scratch, 'sections'), { recursive: true });
    writeFileSync(path.join(scratch, 'sections'), 'not a folder');
    const before = snapshot();
    expect(await main(['tip-box', `--root=${scratch}`], {})).toBe(1);
    expect(errors()).toMatch(/sections is not a folder[\s\S]*Nothing was changed\./);
    expect(snapshot()).toEqual(before);
  });

  it('takes back what it wrote when docs/sections.md cannot be written', async () => {
    const before = snapshot();
    const failing = vi.fn(async () => {
      throw new Error('a section module does not load');
    });
    expect(await main(['tip-box', `--root=${scratch}`], {}, failing)).toBe(1);
    expect(failing).toHaveBeenCalledOnce();
    expect(errors()).toMatch(
      /docs\/sections\.md failed \(a section module does not load\)[\s\S]*Nothing was changed\./,
    );
    expect(snapshot()).toEqual(before);
    expect(existsSync(path.join(scratch, 'sections/tip-box'))).toBe(false);
  });

  it('takes back what it wrote when a write fails midway', () => {
    const plan = planSection(scratch, 'tip-box', { data: false });
    const before = snapshot();
    let writes = 0;
    const failing = {
      ...fs,
      writeFileSync: (file: string, content: string) => {
        if (++writes === 9) throw new Error('disk full');
        fs.writeFileSync(file, content);
      },
    };
    expect(() => writePlan(scratch, plan, failing)).toThrow('disk full');
    expect(snapshot()).toEqual(before);
    expect(existsSync(path.join(scratch, 'sections/tip-box'))).toBe(false);
  });
});

// The code blocks of docs/adding-a-section.md and where each comes from. Blocks marked
// `<!-- generated: <path> -->` (or `generated --data:`) must equal what the generator writes for the
// guide's example type; blocks marked `<!-- edited: <path> -->` are the guide's edits, applied on top
// of a generated section and checked by scripts/check-new-section.ts.
// `node --import tsx scripts/new-section/guide.ts --write` brings the generated blocks up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPlan } from './apply.ts';
import { sectionNames } from './names.ts';
import * as templates from './templates.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const guidePath = path.join(root, 'docs/adding-a-section.md');
/** The type the guide builds. */
export const guideType = 'tip-box';

export interface GuideBlock {
  kind: 'generated' | 'generated --data' | 'edited' | 'listing';
  /** The file the block is (a command for a listing). */
  target: string;
  code: string;
  /** Where the code starts and ends in the guide's text. */
  start: number;
  end: number;
}

const blockPattern =
  /<!-- (generated --data|generated|edited|listing): (.+?) -->\n\n```[a-z]*\n([\s\S]*?)```/g;

export function guideBlocks(markdown: string): GuideBlock[] {
  return [...markdown.matchAll(blockPattern)].map((match) => {
    const start = match.index + match[0].length - match[3]!.length - 3;
    return {
      kind: match[1] as GuideBlock['kind'],
      target: match[2]!,
      code: match[3]!,
      start,
      end: start + match[3]!.length,
    };
  });
}

/** What the generator writes at `file` for the guide's type, formatted as it writes it. */
export async function generatedFile(file: string, data: boolean): Promise<string> {
  const names = sectionNames(guideType);
  const byPath: Record<string, string> = {
    [`sections/${guideType}/index.ts`]: templates.moduleFile(names, { data }),
    [`sections/${guideType}/schema.ts`]: templates.schemaFile(names),
    [`sections/${guideType}/${names.pascal}.tsx`]: templates.componentFile(names, { data }),
    [`sections/${guideType}/${names.pascal}.css.ts`]: templates.stylesFile(names),
    [`sections/${guideType}/${names.pascal}.stories.tsx`]: templates.storiesFile(names, { data }),
    [`sections/${guideType}/${names.pascal}.test.tsx`]: templates.testFile(names, { data }),
  };
  const content = byPath[file];
  if (content === undefined)
    throw new Error(`The generator writes no ${file} the guide can quote.`);
  const plan = await formatPlan(root, {
    names,
    files: [{ path: file, kind: 'create', content }],
  });
  return plan.files[0]!.content;
}

async function writeGeneratedBlocks() {
  let markdown = readFileSync(guidePath, 'utf8');
  for (const block of guideBlocks(markdown).reverse()) {
    if (!block.kind.startsWith('generated')) continue;
    const code = await generatedFile(block.target, block.kind === 'generated --data');
    markdown = markdown.slice(0, block.start) + code + markdown.slice(block.end);
  }
  writeFileSync(guidePath, markdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) await writeGeneratedBlocks();
}

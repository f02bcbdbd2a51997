// docs/sections.md, written from the registry, each type's module and schema (src/lib/sectionKit/fieldDocs.ts)
// and the hand-kept notes (./notes.ts). Imports the section modules, so it runs where their
// vanilla-extract styles can load: under Vite (scripts/section-docs.ts) or Vitest (its test).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { registry } from '#registry';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { fieldDocs, type FieldDoc } from '#src/lib/sectionKit/fieldDocs.ts';
import { sectionNotes } from './notes.ts';

export const docPath = 'docs/sections.md';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const intro = `<!-- Written by \`npm run docs:sections\` (scripts/section-docs.ts) from registry.ts, each type's schema and scripts/section-docs/notes.ts. Do not edit it by hand: change the schema or the note, then run the command. -->

# Section types

Every CMS section type the site renders, with the fields it reads (\`docs/cms-contract.md\` is the wire
contract). Every section also reads \`content.time_reveal\` (minutes before it fades in; 0 or absent = at
once) and \`options.BackgroundColor.color\` (\`beige\`, \`green\`, \`pink\`, \`white\`; the default is white unless
noted). Stories: run \`npm run storybook\` and open the story title given; each type's docs page shows the
same fields (e.g. <http://localhost:6006/?path=/docs/sections-headline--docs>). \`/kitchen-sink\` shows every
type with its demo content from \`src/demo/sections/\`.

A section whose content fails its schema, or whose type is unknown, is not shown to visitors; admins
and \`?preview\` see a notice naming the section, its type and the failing field.

The fields are read from each type's schema (\`src/lib/sectionKit/fieldDocs.ts\`). A field inside an object or
a list has a dotted name: \`faqs[].headline\` is the headline of each item of \`faqs\`. **Required**: a
missing or null value is reported (for a field inside a list or an object, inside each one). **Default**:
what a missing or null value reads as. **A wrong value gets**: the schema's own message, which the notice
shows, or in italics what happens otherwise.

Call-to-action buttons (\`buttons[]\`, \`cta.content.buttons[]\`) are
\`{ id, buttonText, link, fontColor, borderColor, backgroundColor, isOptInForm, optInFormTag, listId }\`
(schema: \`src/ui/components/CtaButton/ctaButtonSchema.ts\`). Links starting with \`SITE_URL\` become internal
routes, \`#\` renders as plain text, and other sites open in a new tab.

To add a type, see [adding-a-section.md](adding-a-section.md).
`;

/** The title of a type's stories, as its story file writes it (`Sections/<PascalCase>`). */
export function storyTitle(type: string): string | null {
  const folder = path.join(root, 'sections', type);
  const file = readdirSync(folder).find((name) => name.endsWith('.stories.tsx'));
  if (!file) return null;
  return (
    /^\s*title:\s*(['"])(.+?)\1/m.exec(readFileSync(path.join(folder, file), 'utf8'))?.[2] ?? null
  );
}

/** Storybook's id of a title, as in its addresses (`Sections/CtaBand` → `sections-ctaband`). */
function storyId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Text in a Markdown table cell: Markdown's own characters and the cell separator escaped. */
function text(value: string): string {
  return value.replace(/[\\`*_[\]<>|]/g, '\\$&');
}

/** A code span in a table cell (a `|` must be escaped there too). */
function code(value: string): string {
  const fence = value.includes('`') ? '``' : '`';
  const padded = value.includes('`') ? ` ${value} ` : value;
  return `${fence}${padded.replace(/\|/g, '\\|')}${fence}`;
}

/** A limit in words; the pattern of "matches /…/" as code, which reads better than escaped. */
function limit(words: string): string {
  const pattern = /^matches (\/.+\/[a-z]*)$/.exec(words)?.[1];
  return pattern ? `matches ${code(pattern)}` : text(words);
}

function fieldRow(row: FieldDoc): string {
  const allowed = [...row.values.map(code), ...row.limits.map(limit)].join(', ');
  const wrong = [
    row.messages.map((message) => `“${text(message)}”`).join(' or '),
    row.otherwise ? `_${text(row.otherwise)}_` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `| ${[
    code(row.name),
    text(row.type),
    row.required ? '**yes**' : 'no',
    row.default === undefined ? '' : code(row.default),
    allowed,
    wrong,
  ].join(' | ')} |`;
}

function sectionBlock(type: string, module: SectionModule): string {
  const note = sectionNotes[type] ?? '_No note yet: add one in `scripts/section-docs/notes.ts`._';
  const layouts =
    module.layouts.length > 1
      ? `${module.layouts.map(code).join(', ')} (the first is the default)`
      : `${code(module.layouts[0] ?? 'default')} only`;
  const title = storyTitle(type);
  const story = title
    ? `${title} (<http://localhost:6006/?path=/docs/${storyId(title)}--docs>)`
    : 'none';
  const frame =
    module.frame === 'bare'
      ? '`bare`: no padding or background of its own'
      : '`padded`: the band with its background and padding';
  return [
    `## \`${type}\``,
    note,
    [
      `- Layouts: ${layouts}`,
      `- Default background: ${module.defaultBackground}`,
      `- Frame: ${frame}`,
      `- Storybook: ${story}`,
    ].join('\n'),
    [
      '| Field | Type | Required | Default | Allowed | A wrong value gets |',
      '| --- | --- | --- | --- | --- | --- |',
      ...fieldDocs(module).map(fieldRow),
    ].join('\n'),
  ].join('\n\n');
}

/** docs/sections.md as the generator writes it, formatted by Prettier with the repository's settings. */
export async function sectionsMarkdown(): Promise<string> {
  const blocks: string[] = [];
  for (const [type, load] of Object.entries(registry)) {
    const module = (await load()).default as SectionModule;
    blocks.push(sectionBlock(type, module));
  }
  const markdown = [intro, ...blocks].join('\n\n');
  const filepath = path.join(root, docPath);
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(markdown, { ...options, filepath });
}

// @vitest-environment node
import { ESLint } from 'eslint';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js (docs/architecture.md) fire: a probe source, linted as if it
 * were a file inside a layer, with one wrong import is reported by boundaries/dependencies; the same
 * file with a right import is not. The probes are text only: no file is written.
 */

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

// ESLint's first lint loads the config, its plugins and the TypeScript parser (seconds on a busy
// machine): done once here, with room, so each probe's own time limit measures only its probe.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/lib/format/warm.ts') });
}, 60_000);

async function layerErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

const wrong: [name: string, filePath: string, source: string][] = [
  [
    'the design system → a journey',
    'src/ui/components/Button/Probe.tsx',
    "import { useCart } from '#src/features/shop/CartProvider.tsx';\nexport const probe = useCart;\n",
  ],
  [
    'a foundation → a journey',
    'src/lib/format/probe.ts',
    "import { accountLinksFor } from '#src/features/account/accountLinks.ts';\nexport const probe = accountLinksFor;\n",
  ],
  [
    'a foundation → the section registry',
    'src/lib/sectionKit/probe.ts',
    "import { registry } from '#registry';\nexport const probe = registry;\n",
  ],
  [
    'a section → site/',
    'sections/faq/probe.ts',
    "import { siteName } from '#site/pageMeta.ts';\nexport const probe = siteName;\n",
  ],
  [
    'site/ → api/',
    'site/shell/probe.ts',
    "import { newUserOf } from '#api/seed/accounts.ts';\nexport const probe = newUserOf;\n",
  ],
  [
    'product code → test support',
    'src/features/account/probe.ts',
    "import { FakeSession } from '#src/testing/FakeSession.tsx';\nexport const probe = FakeSession;\n",
  ],
  [
    'product code → a testing fixture',
    'site/page/probe.ts',
    "import * as fixtures from '#src/features/coaching/testing/bookingFixtures.ts';\nexport const probe = fixtures;\n",
  ],
  [
    'api/ → a journey',
    'api/probe.ts',
    "import { accountLinksFor } from '#src/features/account/accountLinks.ts';\nexport const probe = accountLinksFor;\n",
  ],
  [
    'api/ → a foundation that is not shared',
    'api/probe.ts',
    "import { formatDollars } from '#src/lib/format/formatDollars.ts';\nexport const probe = formatDollars;\n",
  ],
  [
    'radix-ui outside the design system',
    'src/features/coaching/Probe.tsx',
    "import * as Switch from 'radix-ui/switch';\nexport const probe = Switch;\n",
  ],
];

const right: [name: string, filePath: string, source: string][] = [
  [
    'the design system → a foundation and itself',
    'src/ui/components/Button/Probe.tsx',
    "import { dayKeyOf } from '#src/lib/time/days.ts';\nimport { Text } from '#src/ui/components/Text/index.ts';\nexport const probe = [dayKeyOf, Text];\n",
  ],
  [
    'a journey → another journey, the design system and a foundation',
    'src/features/checkout/probe.ts',
    "import { useCart } from '#src/features/shop/CartProvider.tsx';\nimport { Drawer } from '#src/ui/components/Drawer/index.ts';\nimport { useApi } from '#src/lib/api/ApiProvider.tsx';\nexport const probe = [useCart, Drawer, useApi];\n",
  ],
  [
    'site/ → a journey and a section',
    'site/shell/probe.ts',
    "import { useCart } from '#src/features/shop/CartProvider.tsx';\nimport { registry } from '#registry';\nexport const probe = [useCart, registry];\n",
  ],
  [
    'api/ → the wire types and what decision 036 shares',
    'api/probe.ts',
    "import type { AccountWire } from '#src/lib/api/types.ts';\nimport { conversationRoom } from '#src/lib/api/rooms.ts';\nimport { usStates } from '#src/lib/forms/regions.ts';\nimport { instantOf } from '#src/lib/time/zone.ts';\nexport type Probe = AccountWire;\nexport const probe = [conversationRoom, usStates, instantOf];\n",
  ],
  [
    'a test → test support and api/',
    'src/features/account/probe.test.ts',
    "import { FakeSession } from '#src/testing/FakeSession.tsx';\nimport { newUserOf } from '#api/seed/accounts.ts';\nexport const probe = [FakeSession, newUserOf];\n",
  ],
  [
    'radix-ui inside the design system',
    'src/ui/components/Switch/Probe.tsx',
    "import * as Switch from 'radix-ui/switch';\nexport const probe = Switch;\n",
  ],
];

/** The files a probe imports through the package's aliases (`#src/…`, `#api/…`, `#site/…`, `#registry`). */
function importedFiles(source: string): string[] {
  return [...source.matchAll(/from '(#[^']+)'/g)].map(([, specifier]) =>
    specifier === '#registry' ? 'registry.ts' : specifier!.replace(/^#(src|api|site)\//, '$1/'),
  );
}

describe('the layer rules', () => {
  // A probe whose import does not resolve is reported by no rule: it would prove nothing.
  it.each([...wrong, ...right])('probe %s imports files that exist', (_name, _path, source) => {
    for (const file of importedFiles(source)) expect(existsSync(file), file).toBe(true);
  });

  it.each(wrong)('report %s', async (_name, filePath, source) => {
    expect(await layerErrors(filePath, source)).toHaveLength(1);
  });

  it.each(right)('allow %s', async (_name, filePath, source) => {
    expect(await layerErrors(filePath, source)).toEqual([]);
  });
});

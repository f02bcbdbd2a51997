// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { treePatterns } from './chunkGroups.ts';

/**
 * The chunk groups name folders and files of the tree in their patterns. A folder move that forgets
 * them leaves a group empty and the pages' scripts split again, which only the byte budgets noticed
 * (the move into src/ui, src/lib and src/features took a profile page from 17 to 24 scripts). Here
 * each pattern must match files that exist: one example for every name it lists.
 */
const root = path.resolve(import.meta.dirname, '../..');
const components = (names: string[]) => names.map((name) => `src/ui/components/${name}/index.ts`);

const examples: Record<keyof typeof treePatterns, string[]> = {
  shellRoots: ['site/entry.client.tsx', 'site/root.tsx'],
  shellPins: components(['Button', 'ButtonLink', 'Heading', 'Text', 'Stack', 'Link']),
  contentRoots: ['site/routes/_site.tsx', 'site/routes/page.tsx'],
  sectionEntry: ['sections/hero/index.ts', 'sections/card-grid/index.ts'],
  ui: [
    ...components([
      'Image',
      'RichText',
      'Card',
      'CtaButton',
      'Loader',
      'Skeleton',
      'Avatar',
      'Quotation',
      'HeroLayout',
    ]),
    'src/features/directory/cardParts.tsx',
    'src/lib/sanitize/loadSanitizer.ts',
    'src/lib/sectionKit/contentFields.ts',
    'src/lib/sectionKit/defineSection.tsx',
    'src/lib/api/types.ts',
    'src/lib/messages/useLoadFailureToast.ts',
    'src/lib/format/formatDollars.ts',
  ],
  usMap: ['src/ui/components/UsMap/UsMap.tsx', 'src/lib/forms/regions.ts'],
  shop: ['src/features/shop/CartProvider.tsx'],
  designer: ['src/features/designers/designer.ts'],
  accountForms: [
    'src/lib/forms/authFields.tsx',
    'src/lib/forms/FormErrorLine.tsx',
    'site/shell/AuthForm.tsx',
    'site/shell/auth.css.ts',
    'site/shell/PasswordLinkPage.tsx',
    'site/shell/NewPasswordFields.tsx',
  ],
  booker: [
    'src/features/coaching/SessionBooker.tsx',
    'src/features/coaching/BookingSteps.tsx',
    'src/features/coaching/PackageList.tsx',
    'src/features/coaching/bookingWording.ts',
    'src/features/coaching/BookingPlaceholder.tsx',
  ],
};

describe('the chunk groups’ path patterns', () => {
  it('each have examples', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(treePatterns).sort());
  });

  it.each(Object.entries(examples))('%s: every example exists and is matched', (name, files) => {
    const patterns = [treePatterns[name]!].flat();
    for (const file of files) {
      expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
      const id = path.join(root, file);
      expect(
        patterns.some((pattern) => pattern.test(id)),
        `${name} matches ${file}`,
      ).toBe(true);
    }
  });
});

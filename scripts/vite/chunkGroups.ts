import type { Plugin } from 'vite';

/** Module ids without Vite's or React Router's query. */
const bare = (id: string) => id.split('?')[0] ?? id;

const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+|cookie|set-cookie-parser)[\\/]/;
const shellRoots = [/[\\/]site[\\/]entry\.client\.tsx$/, /[\\/]site[\\/]root\.tsx$/];
/**
 * Design-system parts the shell keeps although nothing it imports statically uses them any more: the
 * error page's words became a chunk of their own (site/shell/shellParts.ts), and without these pins
 * the parts they use left the shell for a shared chunk that the log-in page and the designer's
 * profile then had to load as well (+16 KB, 3 requests).
 */
const shellPins = [
  /[\\/]src[\\/]ui[\\/]components[\\/](Button|ButtonLink|Heading|Text|Stack|Link)[\\/]index\.ts$/,
];
const contentRoots = [
  /[\\/]site[\\/]routes[\\/]_site\.tsx$/,
  /[\\/]site[\\/]routes[\\/]page\.tsx$/,
];
const sectionEntry = /[\\/]sections[\\/][^\\/]+[\\/]index\.tsx?$/;
/**
 * The small building blocks that many section types share (images, rich text, cards, buttons, the
 * load-failure toast, dollar amounts): one chunk, so a page of sections loads them in one request
 * however the sections combine.
 */
const ui =
  /[\\/]src[\\/](ui[\\/]components[\\/](Image|RichText|Card|CtaButton|Loader|Skeleton|Avatar|Quotation|HeroLayout)[\\/]|features[\\/]directory[\\/]cardParts|lib[\\/](sanitize[\\/]loadSanitizer|sectionKit[\\/](contentFields|defineSection)|api[\\/]types|messages[\\/]useLoadFailureToast|format[\\/]formatDollars))/;
/**
 * What every Radix widget stands on (slots, presence, portals, dismissing, focus trapping, scroll
 * locking): one chunk. Left to the merging of shared chunks, it came in four or five files whose cuts
 * followed which widgets a page happened to use (a designer's profile loaded five for one dialog and
 * a select). The widgets themselves (dialog, select, popover…) stay with the code that uses them.
 */
const radixBase =
  /[\\/]node_modules[\\/](@radix-ui[\\/](react-(slot|primitive|compose-refs|visually-hidden|presence|context|use-[\w-]+|id|direction|collection|portal|dismissable-layer|focus-scope|focus-guards)|primitive)|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|use-callback-ref|tslib|get-nonce|detect-node-es)[\\/]/;

/**
 * The US map (and the state lists it reads) is a chunk of its own: left to the merging of small shared
 * chunks, it was glued to the dialog chunk and pulled the list box (which shares the state lists) into
 * every page with a dialog, a designer's profile among them (+20 KB).
 */
const usMap = /[\\/]src[\\/](ui[\\/]components[\\/]UsMap[\\/]|lib[\\/]forms[\\/]regions\.ts$)/;
/**
 * The shop sections' shared code (product card, prices, the store's data) is a chunk of its own too: a
 * new section type (`booking`) re-cut the small shared chunks so that it was merged with the select
 * box, and the log-in page (whose sign-up form has the timezone select) loaded the shop's code and, for
 * its schema, the content chunk (+10 KB, 2 requests).
 */
const shop = /[\\/]src[\\/]features[\\/]shop[\\/]/;
/**
 * The session booker with its wording and placeholders: one chunk. The design homework's designer step
 * reuses the booker's calendar and times (and its placeholders), and left alone the bundler cut the
 * booker into three chunks for the `booking` section (+2 requests). Its priority is below the shared
 * groups', so what other sections share stays with them. The booker's header of steps and its list
 * of packages are files of their own, named here with it.
 */
const booker =
  /[\\/]src[\\/]features[\\/]coaching[\\/](SessionBooker|BookingSteps|PackageList|bookingWording|BookingPlaceholder)\b/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Fewer, larger script chunks for the browser (docs/decisions/019-script-diet.md). Left alone, the
 * bundler cuts a chunk wherever two entries share code, so a page loaded some seventy files. After the
 * module graph is known, this plugin sorts modules into a handful of groups, each one chunk:
 * `framework` (React, React DOM, React Router), `shell` (everything the entry and the root route import,
 * so on every page), `content` (the site layout and the CMS page route), and `sections-shared` (code two
 * or more section types share). A section type's own code stays in its own chunk, and code only account
 * screens or lazily loaded parts use stays out of all four.
 */
/**
 * The patterns above that name folders and files of this repository: each must match a file that
 * exists (scripts/vite/chunkGroups.test.ts), so a folder move cannot leave a group silently empty.
 */
/**
 * The forms of the sign-in, registration and password pages and the account forms: many small
 * modules (the fields, the timezone list, the error line, the panel) that would otherwise each be
 * a request of its own on the log-in page. What the shell or a section uses stays where it is.
 */
const accountForms =
  /[\\/](src[\\/]lib[\\/]forms[\\/]|site[\\/]shell[\\/](AuthForm|auth\.css|PasswordLinkPage|NewPasswordFields)\b)/;

/**
 * The designer helpers the profile page and the designer sections share: a chunk of their own, or
 * the sections' small shared sets are merged with them and the profile loads garden code it never
 * runs (+0.6 KB once the gardens' picture and the box beside an image were shared).
 */
const designer = /[\\/]src[\\/]features[\\/]designers[\\/]designer\.ts$/;

export const treePatterns: Record<string, RegExp | RegExp[]> = {
  shellRoots,
  shellPins,
  contentRoots,
  sectionEntry,
  ui,
  usMap,
  shop,
  booker,
  accountForms,
  designer,
};

export function chunkGroups(): Plugin {
  const shell = new Set<string>();
  const content = new Set<string>();
  const sectionsShared = new Set<string>();
  return {
    name: 'trellis:chunk-groups',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config() {
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: {
                  // Chunks shared by a set of entries are named after all of them; a hash is enough.
                  chunkFileNames: (chunk: { name: string }) =>
                    chunk.name.includes('~')
                      ? 'assets/shared-[hash].js'
                      : 'assets/[name]-[hash].js',
                  codeSplitting: {
                    groups: [
                      {
                        name: 'framework',
                        test: (id: string) => framework.test(id) && shell.has(bare(id)),
                        priority: 40,
                      },
                      { name: 'shell', test: (id: string) => shell.has(bare(id)), priority: 30 },
                      {
                        name: 'content',
                        test: (id: string) => content.has(bare(id)),
                        priority: 20,
                      },
                      { name: 'us-map', test: (id: string) => usMap.test(bare(id)), priority: 12 },
                      {
                        name: 'radix',
                        test: (id: string) => !shell.has(bare(id)) && radixBase.test(bare(id)),
                        priority: 13,
                      },
                      {
                        name: 'shop',
                        test: (id: string) => sectionsShared.has(bare(id)) && shop.test(bare(id)),
                        // Below `ui`: the card and the image the product card uses stay there.
                        priority: 10,
                      },
                      {
                        name: 'ui',
                        test: (id: string) => sectionsShared.has(bare(id)) && ui.test(bare(id)),
                        priority: 11,
                      },
                      {
                        name: 'designer',
                        test: (id: string) =>
                          sectionsShared.has(bare(id)) && designer.test(bare(id)),
                        priority: 10,
                      },
                      { name: 'booker', test: (id: string) => booker.test(bare(id)), priority: 8 },
                      {
                        name: 'account-forms',
                        test: (id: string) =>
                          !shell.has(bare(id)) &&
                          !sectionsShared.has(bare(id)) &&
                          accountForms.test(bare(id)),
                        priority: 7,
                      },
                      {
                        name: 'sections-shared',
                        test: (id: string) => sectionsShared.has(bare(id)),
                        priority: 9,
                        // One chunk per set of sections that share code, small sets merged.
                        entriesAware: true,
                        entriesAwareMergeThreshold: 8_000,
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const matching = (patterns: RegExp[]) =>
        ids.filter((id) => patterns.some((pattern) => pattern.test(bare(id))));
      staticClosure(this, matching([...shellRoots, ...shellPins])).forEach((id) =>
        shell.add(bare(id)),
      );
      staticClosure(this, matching(contentRoots)).forEach((id) => {
        if (!shell.has(bare(id))) content.add(bare(id));
      });
      const uses = new Map<string, number>();
      for (const entry of ids.filter((id) => sectionEntry.test(bare(id)))) {
        for (const id of staticClosure(this, [entry])) {
          const key = bare(id);
          if (sectionEntry.test(key) || shell.has(key) || content.has(key)) continue;
          uses.set(key, (uses.get(key) ?? 0) + 1);
        }
      }
      for (const [id, count] of uses) if (count >= 2) sectionsShared.add(id);
    },
  };
}

import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import type { PageSectionWire } from '#src/lib/api/types.ts';

// Each module has its own content type; the shell only parses and renders through the module itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SectionLoader = () => Promise<{ default: SectionModule<any> }>;

/**
 * Every CMS section type (docs/cms-contract.md) that exists so far → its lazily imported module.
 * One hand-kept line per type; a page loads the code of only the types it contains.
 * The folder of a type is always `sections/<type>/index.ts` (the build manifest is read by that path).
 */
export const registry = {
  anchor: () => import('./sections/anchor/index.ts'),
  'at-a-glance': () => import('./sections/at-a-glance/index.ts'),
  'block-quote': () => import('./sections/block-quote/index.ts'),
  body: () => import('./sections/body/index.ts'),
  booking: () => import('./sections/booking/index.ts'),
  callout: () => import('./sections/callout/index.ts'),
  'card-grid': () => import('./sections/card-grid/index.ts'),
  'content-grid': () => import('./sections/content-grid/index.ts'),
  'cta-band': () => import('./sections/cta-band/index.ts'),
  'description-cards': () => import('./sections/description-cards/index.ts'),
  'design-hero': () => import('./sections/design-hero/index.ts'),
  'design-testimonials': () => import('./sections/design-testimonials/index.ts'),
  'designer-inquiry': () => import('./sections/designer-inquiry/index.ts'),
  embed: () => import('./sections/embed/index.ts'),
  faq: () => import('./sections/faq/index.ts'),
  'frost-calculator': () => import('./sections/frost-calculator/index.ts'),
  'garden-callout': () => import('./sections/garden-callout/index.ts'),
  'garden-card': () => import('./sections/garden-card/index.ts'),
  'garden-design': () => import('./sections/garden-design/index.ts'),
  'garden-gallery': () => import('./sections/garden-gallery/index.ts'),
  headline: () => import('./sections/headline/index.ts'),
  hero: () => import('./sections/hero/index.ts'),
  image: () => import('./sections/image/index.ts'),
  'latest-podcasts': () => import('./sections/latest-podcasts/index.ts'),
  'multiple-image': () => import('./sections/multiple-image/index.ts'),
  'opt-in-form': () => import('./sections/opt-in-form/index.ts'),
  podcasts: () => import('./sections/podcasts/index.ts'),
  'provider-card': () => import('./sections/provider-card/index.ts'),
  quiz: () => import('./sections/quiz/index.ts'),
  'region-map': () => import('./sections/region-map/index.ts'),
  reusable: () => import('./sections/reusable/index.ts'),
  share: () => import('./sections/share/index.ts'),
  'shop-product': () => import('./sections/shop-product/index.ts'),
  'shop-product-grid': () => import('./sections/shop-product-grid/index.ts'),
  steps: () => import('./sections/steps/index.ts'),
  video: () => import('./sections/video/index.ts'),
} satisfies Record<string, SectionLoader>;

export type SectionType = keyof typeof registry;

export function isSectionType(type: string): type is SectionType {
  return Object.prototype.hasOwnProperty.call(registry, type);
}

/** The source path of a type's module, as the build manifest names it. */
export function sectionSourcePath(type: SectionType): string {
  return `sections/${type}/index.ts`;
}

/**
 * Static sections (decision 029): the types whose server HTML is final. On the page a visitor opens,
 * such a section keeps the HTML the server sent and its code is never downloaded; links in it still
 * navigate through the router (PageSections). `true`: always static; a function: static only for the
 * sections it accepts (a sign-up button or form, an avatar with a fallback need their code).
 * Every type here says `static: true` in its module too (a unit test checks both lists and that
 * each one renders nothing that needs its code). New types hydrate with the page until added here.
 */
export const staticSections: Partial<Record<SectionType, true | StaticWhen>> = {
  anchor: true,
  'at-a-glance': true,
  // The author's avatar falls back to initials when its picture fails: that needs the code.
  'block-quote': (section) => !section.content?.avatar,
  body: withoutSignUp,
  callout: withoutSignUp,
  'cta-band': withoutSignUp,
  'description-cards': true,
  'garden-callout': true,
  headline: true,
  hero: withoutSignUp,
  image: true,
  'multiple-image': true,
  steps: withoutSignUp,
};

/** What the rules read of a wire section (the seed's sections have no id yet). */
type WireSection = Pick<PageSectionWire, 'type' | 'content' | 'options'>;
/** Whether one section of a static type stays static (reads the wire section: no module needed). */
type StaticWhen = (section: WireSection) => boolean;

/** How the button's schema reads `isOptInForm` as yes: CMS booleans arrive as true/false, 1/0 or '1'/'true'. */
const optInYes = new Set<unknown>([true, 1, '1', 'true']);

function hasOptIn(value: unknown, depth: number): boolean {
  if (depth > 6 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasOptIn(item, depth + 1));
  const record = value as Record<string, unknown>;
  if (optInYes.has(record.isOptInForm)) return true;
  return Object.values(record).some((item) => hasOptIn(item, depth + 1));
}

/** An opt-in call-to-action button (it opens a sign-up dialog) or the opt-in layout (a form). */
function withoutSignUp(section: WireSection): boolean {
  if (section.options?.Layout?.layout === 'opt-in') return false;
  return !hasOptIn(section.content, 0);
}

/**
 * The answers of the rules that read a section's content, by wire section (never changed once it has
 * arrived): the page asks for each section as it renders it, and again for the list of types it hydrates.
 */
const ruleAnswers = new WeakMap<WireSection, boolean>();

/** Whether a section's server HTML is final: its type is static and nothing in it needs code. */
export function isStaticSection(section: WireSection): boolean {
  if (!isSectionType(section.type)) return false;
  const rule = staticSections[section.type];
  if (rule === true || rule === undefined) return rule === true;
  let answer = ruleAnswers.get(section);
  if (answer === undefined) {
    answer = rule(section);
    ruleAnswers.set(section, answer);
  }
  return answer;
}

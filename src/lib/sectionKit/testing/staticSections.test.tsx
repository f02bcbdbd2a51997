import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSectionsByType } from '#src/demo/sections/index.ts';
import { isStaticSection, registry, staticSections, type SectionType } from '#registry';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { FramedSection } from '#src/lib/sectionKit/FramedSection.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';

// Decision 029: a static section keeps its server HTML and its code never reaches the browser. That
// is only right for a section whose HTML is all it is: hydrating it must change nothing, and nothing
// in it may wait for an event but links (the page sends link clicks in a static section through the
// router itself).

const types = Object.keys(registry) as SectionType[];
const load = async (type: SectionType) => (await registry[type]()).default as SectionModule;

/** The event handlers React attached to elements other than links, as `tag.onEvent`. */
function handlersOutsideLinks(container: Element): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
    if (!propsKey || element.closest('a[href]')) continue;
    const props = (element as unknown as Record<string, Record<string, unknown>>)[propsKey]!;
    for (const [name, value] of Object.entries(props)) {
      if (/^on[A-Z]/.test(name) && typeof value === 'function')
        found.push(`${element.tagName.toLowerCase()}.${name}`);
    }
  }
  return found;
}

describe('static sections', () => {
  let root: Root | undefined;
  afterEach(() => {
    if (root) act(() => root!.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it.each(types)(
    '%s says static in its module exactly when the registry lists it',
    async (type) => {
      expect((await load(type)).static).toBe(type in staticSections);
    },
  );

  const cases = types.flatMap((type) =>
    (demoSectionsByType[type] ?? [])
      .map((demo, index) => ({ ...demo, id: index + 1 }) as PageSectionWire)
      .filter(isStaticSection)
      .map((section) => [`${type} #${section.id}`, type, section] as const),
  );

  it('has demo content for every static type', () => {
    expect(new Set(cases.map(([, type]) => type))).toEqual(new Set(Object.keys(staticSections)));
  });

  it.each(cases)(
    '%s: hydrating changes nothing, and only links listen for events',
    async (_name, type, wire) => {
      const module = await load(type);
      const parsed = module.parse(wire);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const element = (
        <StoryProviders>
          <FramedSection module={module} section={parsed.section} />
        </StoryProviders>
      );
      // eslint-disable-next-line testing-library/render-result-naming-convention -- React's renderToString
      const serverHtml = renderToString(element);
      const container = document.createElement('div');
      container.innerHTML = serverHtml;
      document.body.append(container);
      const serverDom = container.innerHTML;
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, element, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      // After every effect has run: the DOM is still the server's.
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(errors).toEqual([]);
      expect(container.innerHTML).toBe(serverDom);
      expect(handlersOutsideLinks(container)).toEqual([]);
    },
  );
});

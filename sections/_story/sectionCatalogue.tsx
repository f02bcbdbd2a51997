import type { ComponentType } from 'react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type {
  SectionDataState,
  SectionModule,
  SectionProps,
} from '#src/lib/sectionKit/defineSection.tsx';
import { sectionCatalogueTags } from './catalogueTags.ts';
import { documentSection } from './documentedSections.ts';
import { sectionArgTypes, sectionStoryDemos, withSectionFrame } from './renderSection.tsx';

/** What a data section shows before its data hook has answered (stories get data through MSW). */
const notLoaded = { data: undefined, error: undefined, isLoading: true };

/**
 * A section's story catalogue, from its module, its component and its demo content:
 * - `meta`: what the story file's default export spreads next to its `title` — the component, the
 *   first demo as args, the background and layout controls, the section frame, and a `render` through
 *   the module the way the page does (so a section with a data source loads it through its hook, and
 *   its stories get data from MSW handlers, never from props), and the `autodocs` tag: a docs page
 *   with the fields read from the module's schema (sections/_story/SectionDocsPage.tsx);
 * - `demo(index)`: the args of one demo section; `propsOf(section)`: the args of any section.
 */
export function sectionCatalogue<C, L extends string = 'default', D = undefined>(
  module: SectionModule<C>,
  component: ComponentType<SectionProps<C, L, D>>,
  demos: readonly Omit<PageSectionWire, 'id'>[],
) {
  const stories = sectionStoryDemos<C, L>(module, demos);
  const withData = (props: SectionProps<C, L>): SectionProps<C, L, D> => ({
    ...props,
    data: notLoaded as SectionDataState<D>,
  });
  const demo = (index: number) => withData(stories.demo(index));
  const propsOf = (section: Omit<PageSectionWire, 'id'>) => withData(stories.propsOf(section));
  const Render = module.Render;
  documentSection(component, module);
  const meta = {
    component,
    args: demo(0),
    argTypes: sectionArgTypes(module.layouts),
    tags: sectionCatalogueTags,
    decorators: [withSectionFrame<SectionProps<C, L, D>>(module)],
    render: (args: SectionProps<C, L, D>) => (
      <Render
        section={{
          id: args.id,
          type: module.type,
          content: args.content,
          layout: args.layout,
          background: args.background,
          timeReveal: 0,
        }}
      />
    ),
  };
  return { meta, demo, propsOf };
}

/** MSW handlers for a data section's states; `path` as the browser calls it, e.g. `/api/podcasts`. */
export const apiStates = {
  /** The request never answers: the section stays in its loading state. */
  loading: (path: string) => http.get(path, ({ request }) => holdOpen(request)),
  /** The request fails with the API's error shape. */
  error: (path: string, status = 500, message = 'Server Error') =>
    http.get(path, () => HttpResponse.json({ message }, { status })),
  /** The request answers `body` (for an empty state: `{ data: [] }`). */
  answer: (path: string, body: JsonBodyType) => http.get(path, () => HttpResponse.json(body)),
};

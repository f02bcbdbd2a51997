import type { Decorator } from '@storybook/react-vite';
import { withStoryImages } from '#src/demo/sections/storyImages.ts';
import { backgroundColors, type PageSectionWire } from '#src/lib/api/types.ts';
import type {
  BackgroundColor,
  SectionModule,
  SectionProps,
} from '#src/lib/sectionKit/defineSection.tsx';
import { SectionFrame } from '#src/lib/sectionKit/SectionFrame.tsx';

/**
 * Parses a demo section as the page does and hands back the props its component gets there, so a
 * story shows what a visitor would see. A demo that does not fit its schema fails loudly.
 */
export function sectionStoryProps<C, L extends string = 'default'>(
  module: SectionModule<C>,
  section: Omit<PageSectionWire, 'id'>,
): SectionProps<C, L> {
  const result = module.parse({ id: 1, ...section });
  if (!result.ok)
    throw new Error(
      `Demo ${module.type} section does not fit its schema: ${result.field} ${result.message}`,
    );
  const { id, content, layout, background } = result.section;
  return {
    id,
    content,
    layout: layout as L,
    background,
    data: { data: undefined, error: undefined, isLoading: false },
  };
}

/**
 * Frames a section's stories in the page's own section frame (background colour, the text colour that
 * follows it, and vertical spacing), with the section's default background when a story sets none.
 */
export function withSectionFrame<TArgs extends { id?: number; background?: BackgroundColor }>(
  module: Pick<SectionModule, 'type' | 'defaultBackground' | 'frame'>,
): Decorator<TArgs> {
  return function SectionFrameDecorator(Story, { args }) {
    return (
      <SectionFrame
        type={module.type}
        id={args.id}
        background={args.background ?? module.defaultBackground}
        bare={module.frame === 'bare'}
      >
        <Story />
      </SectionFrame>
    );
  };
}

/**
 * The story props of a type's demo sections (their `/api/media` images swapped for inline copies, so
 * Storybook makes no image requests): `propsOf(section)` for any section, `demo(index)` for a fixture.
 */
export function sectionStoryDemos<C, L extends string = 'default'>(
  module: SectionModule<C>,
  sections: readonly Omit<PageSectionWire, 'id'>[],
) {
  const propsOf = (section: Omit<PageSectionWire, 'id'>) =>
    sectionStoryProps<C, L>(module, withStoryImages(section));
  const demo = (index: number): SectionProps<C, L> => {
    const section = sections[index];
    if (!section) throw new Error(`There is no demo ${module.type} section ${index}.`);
    return propsOf(section);
  };
  return { propsOf, demo };
}

/** The controls every section story shares: background (and layout, where there are several). */
export function sectionArgTypes(layouts: readonly string[] = []) {
  return {
    background: { control: 'inline-radio' as const, options: backgroundColors },
    layout:
      layouts.length > 1
        ? { control: 'inline-radio' as const, options: layouts }
        : { table: { disable: true } },
    id: { table: { disable: true } },
    data: { table: { disable: true } },
  };
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reusableSections } from '#src/demo/sections/reusable.ts';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { SectionFrame } from '#src/lib/sectionKit/SectionFrame.tsx';
import {
  SectionRendererProvider,
  type RenderSections,
} from '#src/lib/sectionKit/SectionRendererContext.tsx';
import bodyModule from '#sections/body/index.ts';
import headlineModule from '#sections/headline/index.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import reusableModule from './index.ts';
import { Reusable } from './Reusable.tsx';
import type { ReusableContent } from './schema.ts';

const catalogue = sectionCatalogue<ReusableContent>(reusableModule, Reusable, reusableSections);
const { propsOf, demo } = catalogue;

function renderWith<C>(module: SectionModule<C>, section: PageSectionWire) {
  const result = module.parse(section);
  if (!result.ok) return null;
  const { Render } = module;
  return (
    <SectionFrame
      key={section.id}
      type={section.type}
      id={section.id}
      background={result.section.background}
    >
      <Render section={result.section} />
    </SectionFrame>
  );
}

/** The page's renderer, cut down to the two section types these stories use. */
const renderStorySections: RenderSections = (sections, options) =>
  sections
    .filter((section) => !options?.skipTypes?.includes(section.type))
    .map((section) =>
      section.type === 'headline'
        ? renderWith(headlineModule, section)
        : section.type === 'body'
          ? renderWith(bodyModule, section)
          : null,
    );

/**
 * **Reusable** (`reusable`): a block of sections kept once in the CMS and placed on many pages — a
 * newsletter sign-off, a "how it works" strip. Editors fill in:
 * - `sections` (optional, empty by default): the sub-sections, each in the shape of a page section
 *   (`type`, `content`, `options`); every sub-section needs a `type`.
 *
 * Each sub-section renders as it would on the page, in its own frame with its own background and
 * layout; the reusable's own background is not used. A reusable inside a reusable is always left out,
 * whatever it contains. With no sub-sections nothing shows. (These stories render headline and body
 * sub-sections; the page renders every registered type.)
 */
const meta = {
  title: 'Sections/Reusable',
  ...catalogue.meta,
  decorators: [
    ...catalogue.meta.decorators,
    (Story) => (
      <SectionRendererProvider value={renderStorySections}>
        <Story />
      </SectionRendererProvider>
    ),
  ],
} satisfies Meta<typeof Reusable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A headline and a body, each in its own beige frame. */
export const HeadlineAndBody: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Get the seasonal planting notes' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse past notes' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

/** The nested reusable at the end of this block is left out. */
export const NestedReusableSkipped: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'How a garden design works' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText('Never shown: nested block')).not.toBeInTheDocument();
  },
};

/** No sub-sections: nothing shows. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'reusable', content: {} }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'reusable',
    content: {
      sections: [
        ['Before you dig', 'white'],
        ['Choosing the spot', 'beige'],
        ['Building the beds', 'pink'],
        ['Filling them', 'green'],
        ['The first sowings', 'white'],
      ].flatMap(([headline, color], index) => [
        {
          type: 'headline',
          content: { headline, subheadline: `Step ${index + 1} of 5` },
          options: { BackgroundColor: { color } },
        },
        {
          type: 'body',
          content: {
            body: '<p>Most first gardens fail for the same few reasons: too much shade, too little water close by, and beds too wide to reach across. Ten minutes with a tape measure and a notebook before you buy anything saves a season of frustration.</p>',
          },
          options: { BackgroundColor: { color } },
        },
      ]),
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  },
};

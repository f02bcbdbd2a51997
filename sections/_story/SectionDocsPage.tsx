import {
  Controls,
  Description,
  DocsPage,
  Heading,
  Primary,
  Stories,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { documentedSectionOf } from './documentedSections.ts';
import { FieldDocsTable } from './FieldDocsTable.tsx';

/**
 * The docs page of a section type: its title, the catalogue text written above the story file's
 * `meta`, the fields read from its schema, then the first story with its controls and the other
 * stories. Stories that are not a section's keep Storybook's own page.
 *
 * It is the project's docs page (`sections/_story/docsPreview.ts`, added in `.storybook/main.ts`)
 * rather than a parameter of the catalogue's meta: Storybook writes the JSDoc above `meta` into a
 * `parameters` key of its own after the spread `...catalogue.meta`, which would replace the
 * catalogue's parameters. The section is found by the meta's component (`sectionCatalogue`
 * registers it).
 */
export function SectionDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const section = documentedSectionOf(preparedMeta.component);
  if (!section) return <DocsPage />;
  return (
    <>
      <Title />
      <Description />
      <Heading>Fields</Heading>
      <FieldDocsTable section={section} />
      <Primary />
      <Controls />
      <Stories includePrimary={false} />
    </>
  );
}

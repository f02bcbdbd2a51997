import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ctaBandModule from '#sections/cta-band/index.ts';
import heroModule from '#sections/hero/index.ts';
import { FieldDocsTable } from './FieldDocsTable.tsx';

/**
 * The fields table of every section's docs page, read from the section's schema
 * (`src/lib/sectionKit/fieldDocs.ts`); docs/sections.md is written from the same rows.
 */
const meta = {
  title: 'Sections/_Kit/Field docs',
  component: FieldDocsTable,
  args: { section: heroModule },
  argTypes: { section: { table: { disable: true } } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldDocsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Fields of the hero section/ });
    const headline = within(table).getByRole('row', { name: /^headline\b/ });
    await expect(within(headline).getByRole('cell', { name: 'required' })).toBeVisible();
    await expect(within(headline).getByText('“The headline is required.”')).toBeVisible();
    const layout = within(table).getByRole('row', { name: /^options\.Layout\.layout\b/ });
    await expect(within(layout).getByText('"opt-in"')).toBeVisible();
  },
};

/** Nested fields by their dotted path: the buttons of the band's call to action. */
export const NestedFields: Story = {
  args: { section: ctaBandModule },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('rowheader', { name: 'cta.content.buttons[].link' }),
    ).toBeVisible();
  },
};
